import {
  ACCOUNT_MESSAGES,
  ADMIN_USER_MESSAGES,
  API_MESSAGES,
  adminDetailsResponseSchema,
  adminUserDetailResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  PASSWORD_MESSAGES,
} from '@widgetry/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, users, widgets } from '../../db/schema';
import {
  bearer,
  changeUserRow,
  loginRequest,
  OTHER_STRONG_PASSWORD,
  profileRequest,
  STRONG_PASSWORD,
} from '../../test-support/accounts';
import { buyWidget, PAID_SETTINGS, putOnSale } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// The admin console's users (spec 003 §2 Users, §7): paged lists, the user popups, details and
// Send Verification Mail; DESIGN "Security rules" for roles and token versions.

describe.each(databaseTargets())('admin users on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    await putOnSale(ctx.app, ctx.database.db, types.prorated, 500);
    admin = await account(ctx.app, ctx.database.db, 'boss@example.com', { role: 'admin' });
    customer = await account(ctx.app, ctx.database.db, 'plain@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (
    who: TestAccount | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const auditRows = (action: string, targetId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  describe('GET /devadmin/user', () => {
    beforeAll(async () => {
      for (let i = 0; i < 5; i += 1) {
        await account(ctx.app, ctx.database.db, `pager-${i}@list.test`);
      }
      await account(ctx.app, ctx.database.db, 'pager-admin@list.test', { role: 'admin' });
      await ctx.database.db
        .update(users)
        .set({ displayName: 'Zelda 100%_Match' })
        .where(eq(users.email, 'pager-3@list.test'));
    });

    it('pages newest first with the total', async () => {
      const first = await call(admin, 'GET', '/devadmin/user?search=list.test&limit=2&page=1');
      expect(first.statusCode, first.body).toBe(200);
      const page1 = adminUsersResponseSchema.parse(first.json());
      expect(page1).toMatchObject({ total: 6, page: 1, limit: 2 });
      expect(page1.users.map((user) => user.email)).toEqual(['pager-admin@list.test', 'pager-4@list.test']);
      const page3 = adminUsersResponseSchema.parse(
        (await call(admin, 'GET', '/devadmin/user?search=list.test&limit=2&page=3')).json(),
      );
      expect(page3.users.map((user) => user.email)).toEqual(['pager-1@list.test', 'pager-0@list.test']);
      const beyond = adminUsersResponseSchema.parse(
        (await call(admin, 'GET', '/devadmin/user?search=list.test&limit=2&page=4')).json(),
      );
      expect(beyond).toMatchObject({ users: [], total: 6 });
    });

    it('searches name or email case-insensitively, wildcards taken literally', async () => {
      const byName = adminUsersResponseSchema.parse((await call(admin, 'GET', '/devadmin/user?search=zELDA')).json());
      expect(byName.users.map((user) => user.email)).toEqual(['pager-3@list.test']);
      const literal = adminUsersResponseSchema.parse(
        (await call(admin, 'GET', `/devadmin/user?search=${encodeURIComponent('100%_m')}`)).json(),
      );
      expect(literal.total).toBe(1);
      const none = adminUsersResponseSchema.parse((await call(admin, 'GET', '/devadmin/user?search=%25%25x')).json());
      expect(none.total).toBe(0);
      const byEmail = adminUsersResponseSchema.parse(
        (await call(admin, 'GET', '/devadmin/user?search=PAGER-2@')).json(),
      );
      expect(byEmail.users.map((user) => user.email)).toEqual(['pager-2@list.test']);
    });

    it('filters by role, with totals', async () => {
      const admins = adminUsersResponseSchema.parse(
        (await call(admin, 'GET', '/devadmin/user?search=list.test&role=admin')).json(),
      );
      expect(admins.total).toBe(1);
      expect(admins.users[0]?.userRole).toBe('admin');
      const customers = adminUsersResponseSchema.parse(
        (await call(admin, 'GET', '/devadmin/user?search=list.test&role=customer')).json(),
      );
      expect(customers.total).toBe(5);
    });

    it('answers 400 field errors for a bad query, 403 for a customer and 401 without a session', async () => {
      const bad = await call(admin, 'GET', '/devadmin/user?role=boss&limit=0');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['limit', 'role']);
      expect((await call(customer, 'GET', '/devadmin/user')).statusCode).toBe(403);
      expect((await call(undefined, 'GET', '/devadmin/user')).statusCode).toBe(401);
    });
  });

  describe('POST and PUT /devadmin/user', () => {
    it('creates a user who can sign in, audit-logged', async () => {
      const response = await call(admin, 'POST', '/devadmin/user', {
        displayName: 'New Person',
        email: 'New.Person@Example.com',
        password: STRONG_PASSWORD,
        userRole: 'customer',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { user } = adminUserResponseSchema.parse(response.json());
      expect(user).toMatchObject({ email: 'new.person@example.com', userRole: 'customer', emailVerified: false });
      expect((await loginRequest(ctx.app, 'new.person@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
      expect(await auditRows('admin.user_created', user.id)).toHaveLength(1);
    });

    it('answers field errors for invalid fields and 409 on the email field for a taken email', async () => {
      const invalid = await call(admin, 'POST', '/devadmin/user', {
        displayName: '',
        email: 'nope',
        password: 'short',
        userRole: 'boss',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fieldErrors).toMatchObject({
        displayName: ACCOUNT_MESSAGES.nameRequired,
        email: ACCOUNT_MESSAGES.invalidEmail,
        password: PASSWORD_MESSAGES.tooShort,
      });
      expect(invalid.json().fieldErrors.userRole).toBeDefined();
      const taken = await call(admin, 'POST', '/devadmin/user', {
        displayName: 'Copy',
        email: 'PLAIN@example.com',
        password: STRONG_PASSWORD,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ fieldErrors: { email: API_MESSAGES.emailTaken } });
    });

    it('updates name and email and keeps sessions when neither role nor password changes', async () => {
      const person = await account(ctx.app, ctx.database.db, 'edit-me@example.com');
      const response = await call(admin, 'PUT', '/devadmin/user', {
        id: person.id,
        displayName: 'Edited',
        email: 'edited@example.com',
        userRole: 'customer',
        password: '',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(adminUserResponseSchema.parse(response.json()).user).toMatchObject({
        displayName: 'Edited',
        email: 'edited@example.com',
        emailVerified: false,
      });
      expect((await profileRequest(ctx.app, person.token)).statusCode).toBe(200);
      const taken = await call(admin, 'PUT', '/devadmin/user', {
        id: person.id,
        displayName: 'Edited',
        email: 'plain@example.com',
        userRole: 'customer',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ fieldErrors: { email: API_MESSAGES.emailTaken } });
    });

    it('ends the sessions on a role change and on a password change', async () => {
      const person = await account(ctx.app, ctx.database.db, 'promote-me@example.com');
      const body = { id: person.id, displayName: 'Sam Signup', email: 'promote-me@example.com' };
      expect((await call(admin, 'PUT', '/devadmin/user', { ...body, userRole: 'admin' })).statusCode).toBe(200);
      expect((await profileRequest(ctx.app, person.token)).statusCode).toBe(401);

      const login = await loginRequest(ctx.app, 'promote-me@example.com', STRONG_PASSWORD);
      const token: string = login.json().token;
      const changed = await call(admin, 'PUT', '/devadmin/user', {
        ...body,
        userRole: 'admin',
        password: OTHER_STRONG_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      expect((await profileRequest(ctx.app, token)).statusCode).toBe(401);
      expect((await loginRequest(ctx.app, 'promote-me@example.com', OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses to demote the own account, a weak password and an unknown id', async () => {
      const self = await call(admin, 'PUT', '/devadmin/user', {
        id: admin.id,
        displayName: 'Boss',
        email: 'boss@example.com',
        userRole: 'customer',
      });
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ fieldErrors: { userRole: ADMIN_USER_MESSAGES.cannotDemoteSelf } });
      const weak = await call(admin, 'PUT', '/devadmin/user', {
        id: customer.id,
        displayName: 'Plain',
        email: 'plain@example.com',
        userRole: 'customer',
        password: 'weakpass',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fieldErrors.password).toBe(PASSWORD_MESSAGES.uppercase);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const unknown = await call(admin, 'PUT', '/devadmin/user', {
          id,
          displayName: 'Nobody',
          email: 'nobody@example.com',
          userRole: 'customer',
        });
        expect(unknown.statusCode).toBe(404);
      }
    });
  });

  describe('DELETE /devadmin/user/:id', () => {
    it('ends the live subscriptions at the provider, then deletes the user and their widgets', async () => {
      const buyer = await account(ctx.app, ctx.database.db, 'leaving@example.com');
      const widgetId = await buyWidget(ctx.app, ctx.database.db, buyer, {
        widgetType: types.prorated,
        title: 'Move-in',
        htmlData: PAID_SETTINGS.prorated ?? {},
      });
      const [bought] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, widgetId));
      expect(bought?.subStatus).toBe('active');
      await insertWidget(ctx.database.db, { userId: buyer.id, widgetTypeId: types.affordability });

      const response = await call(admin, 'DELETE', `/devadmin/user/${buyer.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const subscription = await ctx.app.billing.provider.retrieveSubscription(bought?.subscriptionId ?? '');
      expect(subscription?.status).toBe('canceled');
      expect(await ctx.database.db.select().from(widgets).where(eq(widgets.userId, buyer.id))).toEqual([]);
      expect(await ctx.database.db.select().from(users).where(eq(users.id, buyer.id))).toEqual([]);
      expect(await auditRows('admin.user_deleted', buyer.id)).toHaveLength(1);
      expect((await profileRequest(ctx.app, buyer.token)).statusCode).toBe(401);
    });

    it('refuses the own account (403) and answers 404 for an unknown id', async () => {
      const self = await call(admin, 'DELETE', `/devadmin/user/${admin.id}`);
      expect(self.statusCode).toBe(403);
      expect(self.json()).toEqual({ error: ADMIN_USER_MESSAGES.cannotDeleteSelf });
      expect((await call(admin, 'DELETE', '/devadmin/user/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', '/devadmin/user/nope')).statusCode).toBe(404);
      expect((await call(customer, 'DELETE', `/devadmin/user/${admin.id}`)).statusCode).toBe(403);
    });
  });

  describe('GET /devadmin and the details', () => {
    it('lists the collections', async () => {
      const response = await call(admin, 'GET', '/devadmin');
      expect(response.statusCode).toBe(200);
      expect(response.json().collections).toEqual(expect.arrayContaining(['users', 'widgets', 'payments', 'orders']));
      expect((await call(customer, 'GET', '/devadmin')).statusCode).toBe(403);
    });

    it('answers users with their widgets as orders, and one user with orders, payments and cards', async () => {
      const buyer = await account(ctx.app, ctx.database.db, 'detailed@example.com');
      const widgetId = await buyWidget(ctx.app, ctx.database.db, buyer, {
        widgetType: types.prorated,
        title: 'Detailed order',
        htmlData: PAID_SETTINGS.prorated ?? {},
      });

      const list = await call(admin, 'GET', '/devadmin/details');
      expect(list.statusCode, list.body).toBe(200);
      const listed = adminDetailsResponseSchema.parse(list.json()).users.find((user) => user.id === buyer.id);
      expect(listed?.widgets.map((order) => order.id)).toEqual([widgetId]);
      expect(listed?.widgets[0]?.userId).toMatchObject({ email: 'detailed@example.com' });

      const one = await call(admin, 'GET', `/devadmin/details/${buyer.id}`);
      expect(one.statusCode, one.body).toBe(200);
      const { user } = adminUserDetailResponseSchema.parse(one.json());
      expect(user.widgetArray).toHaveLength(1);
      expect(user.widgetArray[0]).toMatchObject({ id: widgetId, title: 'Detailed order', subStatus: 'active' });
      expect(user.payments.length).toBeGreaterThan(0);
      expect(user.payments[0]).toMatchObject({ amount: 5, widgetName: 'Detailed order' });
      expect(user.paymentMethods[0]?.card.last4).toBe('4242');
      expect((await call(admin, 'GET', '/devadmin/details/not-a-uuid')).statusCode).toBe(404);
    });
  });

  describe('Send Verification Mail as an admin', () => {
    const requestMail = (who: TestAccount, email: string) => call(who, 'POST', '/user/verifyEmailRequest', { email });
    const mailsTo = (email: string) => ctx.database.db.select().from(outbox).where(eq(outbox.to, email));

    it('mails a verification link to any unverified customer', async () => {
      await account(ctx.app, ctx.database.db, 'unverified@example.com', { verified: false });
      await ctx.app.mailer.settle();
      const before = (await mailsTo('unverified@example.com')).length;
      const response = await requestMail(admin, 'unverified@example.com');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await mailsTo('unverified@example.com')).toHaveLength(before + 1);
    });

    it('answers field errors for a verified customer and an address with no customer', async () => {
      expect((await requestMail(admin, 'plain@example.com')).json()).toEqual({
        fieldErrors: { email: ACCOUNT_MESSAGES.emailAlreadyVerified },
      });
      expect((await requestMail(admin, 'ghost@example.com')).json()).toEqual({
        fieldErrors: { email: ADMIN_USER_MESSAGES.noSuchCustomer },
      });
    });

    it('still limits a customer to the own address, and sees a lost admin role at once', async () => {
      await account(ctx.app, ctx.database.db, 'unverified-2@example.com', { verified: false });
      expect((await requestMail(customer, 'unverified-2@example.com')).json()).toEqual({
        fieldErrors: { email: ACCOUNT_MESSAGES.verifyEmailNotYours },
      });
      const former = await account(ctx.app, ctx.database.db, 'former-admin@example.com', { role: 'admin' });
      await changeUserRow(ctx.app, ctx.database.db, former.id, { userRole: 'customer' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/user/verifyEmailRequest',
        headers: bearer(former.token),
        payload: { email: 'unverified-2@example.com' },
      });
      expect(response.json()).toEqual({ fieldErrors: { email: ACCOUNT_MESSAGES.verifyEmailNotYours } });
    });
  });
});
