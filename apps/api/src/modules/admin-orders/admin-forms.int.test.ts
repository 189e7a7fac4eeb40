import {
  ADMIN_MESSAGES,
  adminPaymentResponseSchema,
  WIDGET_API_MESSAGES,
  WIDGET_MESSAGES,
  widgetResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, widgets } from '../../db/schema';
import { changeUserRow } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { monthsAhead } from './manual-orders.service';

const NOW = new Date('2026-01-31T09:30:00.000Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('monthsAhead', () => {
  it.each([
    ['2026-06-15T12:00:00.000Z', '2026-07-15T12:00:00.000Z'],
    ['2026-01-31T09:30:00.000Z', '2026-02-28T09:30:00.000Z'],
    ['2026-12-31T00:00:00.000Z', '2027-01-31T00:00:00.000Z'],
  ])('one month after %s is %s', (from, expected) => {
    expect(monthsAhead(new Date(from), 1).toISOString()).toBe(expected);
  });
});

describe.each(databaseTargets())('admin order and payment forms on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(), { embed: { now: () => NOW } });
    types = await seedWidgetTypes(ctx.database.db);
    admin = await account(ctx.app, ctx.database.db, 'boss@example.com', { role: 'admin' });
    alice = await account(ctx.app, ctx.database.db, 'alice@example.com');
    bob = await account(ctx.app, ctx.database.db, 'bob@example.com');
    await changeUserRow(ctx.app, ctx.database.db, alice.id, { displayName: 'Alice Able' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: TestAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const storedWidget = async (id: string) =>
    (await ctx.database.db.select().from(widgets).where(eq(widgets.id, id)))[0];
  /** What the audit log says was done to one record, oldest first. */
  const auditedActions = async (targetId: string) =>
    (await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((entry) => ({ action: entry.action, actorId: entry.actorId }));
  const order = (fields: Record<string, unknown> = {}) => ({
    widget: {
      title: 'Manual order',
      widgetType: types.yelp,
      userId: alice.id,
      subStatus: 'active',
      payment: [],
      htmlData: {},
      ...fields,
    },
  });

  describe('Add Manual Order (POST /widget as an admin)', () => {
    it("creates a paid type's order for the customer, renewing one month ahead by default", async () => {
      const response = await send('POST', '/widget/', admin, order());
      expect(response.statusCode, response.body).toBe(200);
      const { widget } = widgetResponseSchema.parse(response.json());
      expect(widget).toMatchObject({
        title: 'Manual order',
        userId: alice.id,
        subStatus: 'active',
        expires: '2026-02-28T09:30:00.000Z',
        widgetType: { id: types.yelp, name: 'yelp' },
      });
      const row = await storedWidget(widget.id);
      expect(row).toMatchObject({ userId: alice.id, subStatus: 'active', widgetTypeId: types.yelp });
      expect(Object.keys(row?.htmlData ?? {})).toEqual(['yelp']);
      expect(await auditedActions(widget.id)).toEqual([{ action: 'order.created', actorId: admin.id }]);
    });

    it('keeps the renewal date and status the form sends', async () => {
      const response = await send('POST', '/widget/', admin, order({ expires: '2026-12-31', subStatus: 'past_due' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().widget).toMatchObject({ expires: '2026-12-31T00:00:00.000Z', subStatus: 'past_due' });
    });

    it.each([
      ['no name', { title: '  ' }, { 'widget.title': ADMIN_MESSAGES.nameRequired }],
      ['no status', { subStatus: 'bogus' }, { 'widget.subStatus': ADMIN_MESSAGES.statusRequired }],
      ['no customer', { userId: '' }, { 'widget.userId': ADMIN_MESSAGES.customerRequired }],
      ['an unknown customer', { userId: UNKNOWN_ID }, { 'widget.userId': ADMIN_MESSAGES.customerRequired }],
      ['no type', { widgetType: '' }, { 'widget.widgetType': ADMIN_MESSAGES.widgetRequired }],
      ['an unknown type', { widgetType: UNKNOWN_ID }, { 'widget.widgetType': WIDGET_API_MESSAGES.widgetTypeUnknown }],
    ])('answers %s with the field error', async (_case, fields, fieldErrors) => {
      const response = await send('POST', '/widget/', admin, order(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors });
    });

    it("refuses a customer's body with an owner, status and renewal date (403): nothing is stored", async () => {
      const before = await ctx.database.db.select().from(widgets);
      const response = await send('POST', '/widget/', alice, {
        widget: {
          title: 'Mine',
          widgetType: types.prorated,
          htmlData: {},
          userId: bob.id,
          subStatus: 'active',
          expires: '2999-01-01',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(await ctx.database.db.select().from(widgets)).toHaveLength(before.length);
    });

    it('refuses the form to an account that is no longer an admin (role re-read from the database)', async () => {
      const demoted = await account(ctx.app, ctx.database.db, 'former-admin@example.com', { role: 'admin' });
      await changeUserRow(ctx.app, ctx.database.db, demoted.id, { userRole: 'customer' });
      const response = await send('POST', '/widget/', demoted, order({ widgetType: types.prorated }));
      expect(response.statusCode).toBe(403);
    });
  });

  describe('Edit Subscription (PUT /widget/:id as an admin)', () => {
    async function aliceOrder() {
      return insertWidget(ctx.database.db, {
        userId: alice.id,
        widgetTypeId: types.yelp,
        title: 'Before',
        subStatus: 'active',
        expires: new Date('2026-03-01T00:00:00.000Z'),
      });
    }

    it('changes name, status and renewal date; customer and type stay', async () => {
      const widget = await aliceOrder();
      const response = await send('PUT', `/widget/${widget.id}`, admin, {
        widget: {
          title: 'After',
          subStatus: 'canceled',
          widgetType: types.yelp,
          expires: '2026-04-01',
          userId: bob.id,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().widget).toMatchObject({
        title: 'After',
        subStatus: 'canceled',
        expires: '2026-04-01T00:00:00.000Z',
      });
      expect(await storedWidget(widget.id)).toMatchObject({
        title: 'After',
        userId: alice.id,
        widgetTypeId: types.yelp,
      });
    });

    it('keeps the renewal date when the form leaves it out', async () => {
      const widget = await aliceOrder();
      const response = await send('PUT', `/widget/${widget.id}`, admin, {
        widget: { title: 'Kept', subStatus: 'unpaid' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().widget).toMatchObject({ subStatus: 'unpaid', expires: '2026-03-01T00:00:00.000Z' });
    });

    it.each([
      ['no name', () => ({ title: '', subStatus: 'active' }), { 'widget.title': ADMIN_MESSAGES.nameRequired }],
      [
        'no status',
        () => ({ title: 'Named', expires: '2026-05-01' }),
        { 'widget.subStatus': ADMIN_MESSAGES.statusRequired },
      ],
      [
        'neither',
        () => ({ title: ' ', subStatus: '' }),
        { 'widget.title': ADMIN_MESSAGES.nameRequired, 'widget.subStatus': ADMIN_MESSAGES.statusRequired },
      ],
      [
        'another type',
        () => ({ title: 'x', subStatus: 'active', widgetType: types.appfolio }),
        { 'widget.widgetType': WIDGET_API_MESSAGES.widgetTypeFixed },
      ],
    ])('answers %s with the field errors and changes nothing', async (_case, fields, fieldErrors) => {
      const widget = await aliceOrder();
      const response = await send('PUT', `/widget/${widget.id}`, admin, { widget: fields() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors });
      expect(await storedWidget(widget.id)).toMatchObject({ title: 'Before', subStatus: 'active' });
    });

    it('answers 404 for a widget that does not exist', async () => {
      const response = await send('PUT', `/widget/${UNKNOWN_ID}`, admin, {
        widget: { title: 'x', subStatus: 'active' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: WIDGET_MESSAGES.notFound });
    });

    it("never lets a customer set their own widget's status", async () => {
      const widget = await insertWidget(ctx.database.db, {
        userId: alice.id,
        widgetTypeId: types.prorated,
        title: 'Free',
      });
      const response = await send('PUT', `/widget/${widget.id}`, alice, {
        widget: { title: 'Free', widgetType: types.prorated, htmlData: {}, subStatus: 'active', expires: '2999-01-01' },
      });
      expect(response.statusCode).toBe(403);
      expect(await storedWidget(widget.id)).toMatchObject({ subStatus: null, expires: null });
    });
  });

  describe('payments', () => {
    const created = Date.parse('2026-01-20T00:00:00.000Z') / 1000;
    const paymentBody = (widgetId: string, fields: Record<string, unknown> = {}) => ({
      userId: alice.id,
      amount: 12.5,
      widgetId,
      method: ' Cash ',
      created,
      ...fields,
    });

    it('records a payment against one of the customer’s widgets, names copied in', async () => {
      const widget = await insertWidget(ctx.database.db, {
        userId: alice.id,
        widgetTypeId: types.yelp,
        title: 'Reviews',
      });
      const response = await send('POST', `/devadmin/payment/${alice.id}`, admin, paymentBody(widget.id));
      expect(response.statusCode, response.body).toBe(200);
      const { payment } = adminPaymentResponseSchema.parse(response.json());
      expect(payment).toEqual({
        _id: payment.id,
        id: payment.id,
        userId: alice.id,
        userName: 'Alice Able',
        widgetId: widget.id,
        widgetName: 'Reviews',
        amount: 12.5,
        methodDetail: 'Cash',
        created,
      });
      const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ amountCents: 1250, status: null });
    });

    it('answers every missing field with the spec message', async () => {
      const response = await send('POST', `/devadmin/payment/${alice.id}`, admin, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        fieldErrors: {
          userId: ADMIN_MESSAGES.customerRequired,
          amount: ADMIN_MESSAGES.validAmountRequired,
          widgetId: ADMIN_MESSAGES.widgetRequired,
          method: ADMIN_MESSAGES.paymentMethodRequired,
          created: ADMIN_MESSAGES.createdDateRequired,
        },
      });
    });

    it.each([
      ['an amount of zero', { amount: 0 }, 'amount', ADMIN_MESSAGES.validAmountRequired],
      ['a blank method', { method: '   ' }, 'method', ADMIN_MESSAGES.paymentMethodRequired],
      ['another customer than the path', { userId: UNKNOWN_ID }, 'userId', ADMIN_MESSAGES.customerRequired],
    ])('refuses %s', async (_case, fields, key, message) => {
      const widget = await insertWidget(ctx.database.db, { userId: alice.id, widgetTypeId: types.yelp });
      const response = await send('POST', `/devadmin/payment/${alice.id}`, admin, paymentBody(widget.id, fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { [key]: message } });
    });

    it("refuses another customer's widget and an unknown customer", async () => {
      const bobs = await insertWidget(ctx.database.db, { userId: bob.id, widgetTypeId: types.yelp });
      const wrongWidget = await send('POST', `/devadmin/payment/${alice.id}`, admin, paymentBody(bobs.id));
      expect(wrongWidget.json()).toEqual({ fieldErrors: { widgetId: ADMIN_MESSAGES.widgetRequired } });
      const nobody = await send(
        'POST',
        `/devadmin/payment/${UNKNOWN_ID}`,
        admin,
        paymentBody(bobs.id, { userId: UNKNOWN_ID }),
      );
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json()).toEqual({ fieldErrors: { userId: ADMIN_MESSAGES.customerRequired } });
    });

    it('deletes a payment once', async () => {
      const widget = await insertWidget(ctx.database.db, { userId: alice.id, widgetTypeId: types.yelp });
      const created = await send('POST', `/devadmin/payment/${alice.id}`, admin, paymentBody(widget.id));
      const { payment } = adminPaymentResponseSchema.parse(created.json());
      const first = await send('DELETE', `/devadmin/payment/${payment.id}`, admin);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true });
      expect(await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id))).toEqual([]);
      expect((await send('DELETE', `/devadmin/payment/${payment.id}`, admin)).statusCode).toBe(404);
      expect(await auditedActions(payment.id)).toEqual([
        { action: 'payment.created', actorId: admin.id },
        { action: 'payment.deleted', actorId: admin.id },
      ]);
    });
  });

  describe('DELETE /devadmin/widget/:id', () => {
    it("deletes a customer's widget; its payments keep their names", async () => {
      const widget = await insertWidget(ctx.database.db, { userId: alice.id, widgetTypeId: types.yelp, title: 'Gone' });
      const paid = await send('POST', `/devadmin/payment/${alice.id}`, admin, {
        userId: alice.id,
        amount: 9.99,
        widgetId: widget.id,
        method: 'Visa',
        created: 1_767_225_600,
      });
      const { payment } = adminPaymentResponseSchema.parse(paid.json());
      const response = await send('DELETE', `/devadmin/widget/${widget.id}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await storedWidget(widget.id)).toBeUndefined();
      const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ widgetId: null, widgetName: 'Gone' });
      expect((await send('DELETE', `/devadmin/widget/${widget.id}`, admin)).statusCode).toBe(404);
      expect(await auditedActions(widget.id)).toEqual([{ action: 'order.deleted', actorId: admin.id }]);
    });

    it('ends a live subscription before deleting the widget', async () => {
      const widget = await insertWidget(ctx.database.db, {
        userId: alice.id,
        widgetTypeId: types.yelp,
        subStatus: 'active',
        subscriptionId: 'sub_gone_at_the_provider',
      });
      const response = await send('DELETE', `/devadmin/widget/${widget.id}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedWidget(widget.id)).toBeUndefined();
    });
  });
});
