import { createHmac } from 'node:crypto';
import { API_MESSAGES } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { changeUserRow } from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, TEST_JWT_SECRET, type TestContext, tempDataDir, testConfig } from '../test-support/test-app';

const UNAUTHORIZED = { error: API_MESSAGES.unauthorized };

/**
 * An HS256 token signed by hand with the app's own secret, carrying exactly `claims`: the app's
 * signer always adds an expiry, and this is how a token without one would look.
 */
function handSignedToken(claims: Record<string, unknown>, secret = TEST_JWT_SECRET): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe.each(databaseTargets())('app.authenticate on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
    // A route that exists only in this test, guarded the way every private route will be.
    ctx.app.get('/test/me', { preHandler: ctx.app.authenticate }, async (request) => ({
      id: request.currentUser?.id,
      role: request.currentUser?.userRole,
    }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function createUser(email: string) {
    const [row] = await ctx.database.db
      .insert(users)
      .values({ email, displayName: 'Tess Token', passwordHash: 'not-used-here' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  const me = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/test/me', headers: authorization ? { authorization } : {} });

  it('lets a current token through and loads the user from the database', async () => {
    const user = await createUser('current@example.com');
    const response = await me(`Bearer ${ctx.app.jwt.sign({ sub: user.id, ver: 0 })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, role: 'customer' });
  });

  it('sees a role change at once, because the user is re-read on every request', async () => {
    const user = await createUser('promoted@example.com');
    const token = ctx.app.signToken(user);
    await changeUserRow(ctx.app, ctx.database.db, user.id, { userRole: 'admin' });
    expect((await me(`Bearer ${token}`)).json()).toEqual({ id: user.id, role: 'admin' });
  });

  it('answers 401 without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a token issued before the token version was bumped', async () => {
    const user = await createUser('bumped@example.com');
    const token = ctx.app.signToken(user);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await changeUserRow(ctx.app, ctx.database.db, user.id, { tokenVersion: user.tokenVersion + 1 });
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a deleted user', async () => {
    const user = await createUser('gone@example.com');
    const token = ctx.app.signToken(user);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers 401 for a malformed token, a non-bearer header and claims of the wrong shape', async () => {
    expect((await me('Bearer not.a.jwt')).statusCode).toBe(401);
    expect((await me('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
    const user = await createUser('shape@example.com');
    expect((await me(`Bearer ${ctx.app.jwt.sign({ sub: 'not-a-uuid', ver: 0 })}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${ctx.app.jwt.sign({ sub: user.id, ver: -1 })}`)).statusCode).toBe(401);
  });

  it('answers 401 for a validly signed token without an expiry, which would work for ever', async () => {
    const user = await createUser('forever@example.com');
    const now = Math.floor(Date.now() / 1000);
    // The same claims with an expiry pass, so only the missing `exp` is refused.
    const withExpiry = handSignedToken({ sub: user.id, ver: 0, iat: now, exp: now + 60 });
    expect((await me(`Bearer ${withExpiry}`)).statusCode).toBe(200);
    const response = await me(`Bearer ${handSignedToken({ sub: user.id, ver: 0, iat: now })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const user = await createUser('forged@example.com');
    const other = await buildApp({
      config: testConfig({ JWT_SECRET: 'a-completely-different-secret-0123456789abcdef' }),
      db: ctx.database,
    });
    const forged = other.signToken(user);
    await other.close();
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${ctx.app.signToken(user)}`)).statusCode).toBe(200);
  });
});

describe('generated JWT secret', () => {
  it('is kept in DATA_DIR so a token outlives a restart', async () => {
    const target = databaseTargets({})[0];
    if (!target) throw new Error('no PGlite target');
    const database = await target.create();
    const data = tempDataDir();
    try {
      const config = testConfig({ DATA_DIR: data.dir });
      const withoutSecret = { ...config, jwtSecret: undefined };
      const [user] = await database.db
        .insert(users)
        .values({ email: 'restart@example.com', displayName: 'R', passwordHash: 'x' })
        .returning();
      if (!user) throw new Error('insert returned no row');

      const before = await buildApp({ config: withoutSecret, db: database });
      const token = before.signToken(user);
      await before.close();

      const after = await buildApp({ config: withoutSecret, db: database });
      const response = await after.inject({ method: 'GET', url: '/', headers: { authorization: `Bearer ${token}` } });
      await after.close();
      expect(response.json()).toMatchObject({ isUserLoggedIn: true, user: { id: user.id } });

      const elsewhere = await buildApp({ config: testConfig(), db: database });
      const rejected = await elsewhere.inject({
        method: 'GET',
        url: '/',
        headers: { authorization: `Bearer ${token}` },
      });
      await elsewhere.close();
      expect(rejected.json()).toMatchObject({ isUserLoggedIn: false });
    } finally {
      data.remove();
      await database.dispose();
    }
  });
});
