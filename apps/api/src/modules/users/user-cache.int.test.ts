// Issue 15: each API process keeps the users it has read (user-cache.ts). Two processes on one
// Postgres: a sign-out, a demotion or any change to a users row made through one process, or by
// hand, must stop the other from accepting what it cached; and while the other cannot hear
// changes (its listening connection cut), it must not answer from its cache at all. Needs real
// Postgres (TEST_DATABASE_URL).
import { widgetListResponseSchema } from '@widgetry/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { LISTENER_APPLICATION_NAME } from '../../db/change-listener';
import { users } from '../../db/schema';
import { bearer, loginRequest, profileRequest, STRONG_PASSWORD } from '../../test-support/accounts';
import type { TestDatabase } from '../../test-support/database-targets';
import { eventually } from '../../test-support/eventually';
import { listenerConnections } from '../../test-support/listener-connections';
import { type TwoProcesses, twoProcesses } from '../../test-support/two-processes';
import { account, seedWidgetTypes } from '../../test-support/widgets';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(adminUrl === '')('user cache across API processes', () => {
  let processes: TwoProcesses;
  let database: TestDatabase;
  let a: App;
  let b: App;

  beforeAll(async () => {
    processes = await twoProcesses(adminUrl);
    ({ database, a, b } = processes);
    await eventually(listeners, (count) => count === 2);
  });
  afterAll(async () => {
    await processes?.close();
  });

  const listeners = () => listenerConnections(database.db);

  const signIn = async (email: string) => (await loginRequest(a, email, STRONG_PASSWORD)).json().token as string;

  it('a sign-out through A ends the session on B, which had the user cached', async () => {
    const owner = await account(a, database.db, 'leaving@example.com');
    // B reads the user twice: the second answer can come from its cache.
    expect((await profileRequest(b, owner.token)).statusCode).toBe(200);
    expect((await profileRequest(b, owner.token)).statusCode).toBe(200);

    expect((await a.inject({ method: 'POST', url: '/user/logout', headers: owner.headers })).statusCode).toBe(200);
    const refused = await eventually(
      () => profileRequest(b, owner.token),
      (response) => response.statusCode === 401,
    );
    expect(refused.statusCode).toBe(401);
  });

  it('a change written by hand (the trigger announces it) reaches B: a demoted admin loses the console', async () => {
    const admin = await account(a, database.db, 'demoted@example.com', { role: 'admin' });
    const console = () => b.inject({ method: 'GET', url: '/devadmin/user', headers: admin.headers });
    expect((await console()).statusCode).toBe(200);
    expect((await console()).statusCode).toBe(200);

    // No repository, no forget(): only the users table's trigger tells the processes.
    await database.db.update(users).set({ userRole: 'customer' }).where(eq(users.id, admin.id));
    const refused = await eventually(console, (response) => response.statusCode === 403);
    expect(refused.statusCode).toBe(403);
  });

  it("a widget saved through A shows in B's widget list, which B had kept", async () => {
    const owner = await account(a, database.db, 'lists@example.com');
    const prorated = (await seedWidgetTypes(database.db)).prorated;
    const titles = async () => {
      const response = await b.inject({ method: 'GET', url: '/widget/', headers: owner.headers });
      return widgetListResponseSchema.parse(response.json()).map((widget) => widget.title);
    };
    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);

    const created = await a.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title: 'Made on A', widgetType: prorated, htmlData: {} } },
    });
    expect(created.statusCode).toBe(200);
    expect(await eventually(titles, (shown) => shown.length === 1)).toEqual(['Made on A']);
  });

  it('while B cannot hear changes it answers nothing from its cache, and it listens again', async () => {
    const owner = await account(a, database.db, 'unheard@example.com');
    const token = await signIn('unheard@example.com');
    expect((await profileRequest(b, token)).statusCode).toBe(200);

    // A change nobody announces (the trigger is off): B's cache is what still accepts the token...
    await database.db.execute(sql`alter table users disable trigger users_notify_changed`);
    try {
      await database.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, owner.id));
      expect((await profileRequest(b, token)).statusCode).toBe(200);

      // ...until B's listening connection is cut: from then on B reads the database.
      const cut = await database.db.execute(
        sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      );
      expect(cut.rows.length).toBe(2);
      const refused = await eventually(
        () => profileRequest(b, token),
        (response) => response.statusCode === 401,
      );
      expect(refused.statusCode).toBe(401);
    } finally {
      await database.db.execute(sql`alter table users enable trigger users_notify_changed`);
    }

    // Both listen again, and a change through A reaches B as before.
    expect(await eventually(listeners, (count) => count === 2)).toBe(2);
    const fresh = await signIn('unheard@example.com');
    expect((await profileRequest(b, fresh)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/user/logout', headers: bearer(fresh) })).statusCode).toBe(200);
    const ended = await eventually(
      () => profileRequest(b, fresh),
      (response) => response.statusCode === 401,
    );
    expect(ended.statusCode).toBe(401);
  });
});
