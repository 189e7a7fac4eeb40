import { loginCheckResponseSchema, userSchema } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { seed } from '../../db/seed';
import { changeUserRow } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const EXPECTED_CATALOGUE = [
  { name: 'accessibility', displayName: 'Accessibility Menu', category: 'misc', price: 0 },
  { name: 'appfolio', displayName: 'AppFolio Listings', category: 'listings', price: 19.99 },
  { name: 'trustpilot', displayName: 'Trustpilot Reviews', category: 'reviews', price: 9.99 },
  { name: 'rentvine', displayName: 'Rentvine Listings', category: 'listings', price: 19.99 },
  { name: 'tripadvisor', displayName: 'TripAdvisor Reviews', category: 'reviews', price: 9.99 },
  { name: 'yelp', displayName: 'Yelp Reviews', category: 'reviews', price: 9.99 },
  { name: 'prorated', displayName: 'Prorated Rent Calculator', category: 'misc', price: 0 },
  { name: 'affordability', displayName: 'Affordability Calculator', category: 'misc', price: 0 },
  { name: 'monthlypayment', displayName: 'Mortgage Payment Calculator', category: 'misc', price: 0 },
];

describe.each(databaseTargets())('GET / (login check) on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
    await seed(ctx.database.db, { adminEmail: undefined, adminPassword: undefined });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function createCustomer(email: string) {
    const [row] = await ctx.database.db
      .insert(users)
      .values({ email, displayName: 'Casey Customer', passwordHash: 'not-used-here' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  it('signed out: lists the nine widget types with their catalogue fields and isUserLoggedIn false', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const body = loginCheckResponseSchema.parse(response.json());
    expect(body.user).toBeNull();
    expect(body.isUserLoggedIn).toBe(false);
    expect(
      body.widgetTypes.map(({ name, displayName, category, price }) => ({ name, displayName, category, price })),
    ).toEqual(EXPECTED_CATALOGUE);
    for (const type of body.widgetTypes) {
      expect(type.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(type.desc.length).toBeGreaterThan(40);
      expect(type.scripts).toEqual({ main: `${type.name}.js`, lib: '' });
      expect(type.bannerImage).toBe('');
      expect(type.iconImage).toBe('');
    }
  });

  it('signed in: returns the user without any secret field', async () => {
    const customer = await createCustomer('casey@example.com');
    const token = ctx.app.jwt.sign({ sub: customer.id, ver: customer.tokenVersion });
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isUserLoggedIn).toBe(true);
    expect(body.widgetTypes).toHaveLength(9);
    expect(body.user).toEqual({
      id: customer.id,
      displayName: 'Casey Customer',
      email: 'casey@example.com',
      emailVerified: false,
      userRole: 'customer',
      createdAt: customer.createdAt.toISOString(),
    });
    expect(userSchema.strict().safeParse(body.user).success).toBe(true);
  });

  it('with a token from before a version bump: signed out, still lists the types', async () => {
    const customer = await createCustomer('stale@example.com');
    const token = ctx.app.signToken(customer);
    await changeUserRow(ctx.app, ctx.database.db, customer.id, { tokenVersion: 1 });
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: null, isUserLoggedIn: false });
    expect(response.json().widgetTypes).toHaveLength(9);
  });

  it('with a malformed token: signed out rather than an error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: null, isUserLoggedIn: false });
  });
});
