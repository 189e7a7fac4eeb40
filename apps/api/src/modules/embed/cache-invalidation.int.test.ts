// Issue 15: two API processes on one Postgres. Each keeps its own embed cache, and a change made
// through one (a save, a pause) must reach the other's within a second, not after the cache's
// minute; when the listening connection drops, the process reconnects and forgets its whole cache,
// since announcements made meanwhile were missed. Needs real Postgres (TEST_DATABASE_URL).
import { EMBED_ERRORS, widgetResponseSchema } from '@widgetry/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { LISTENER_APPLICATION_NAME } from '../../db/change-listener';
import { widgets } from '../../db/schema';
import type { TestDatabase } from '../../test-support/database-targets';
import { eventually } from '../../test-support/eventually';
import { listenerConnections } from '../../test-support/listener-connections';
import { type TwoProcesses, twoProcesses } from '../../test-support/two-processes';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
describe.skipIf(adminUrl === '')('embed cache invalidation across API processes', () => {
  let processes: TwoProcesses;
  let database: TestDatabase;
  let a: App;
  let b: App;
  let owner: TestAccount;
  let prorated: string;

  beforeAll(async () => {
    processes = await twoProcesses(adminUrl);
    ({ database, a, b } = processes);
    prorated = (await seedWidgetTypes(database.db)).prorated;
    owner = await account(a, database.db, 'two-processes@example.com');
  });
  afterAll(async () => {
    await processes?.close();
  });

  const embed = (app: App, id: string) => app.inject({ method: 'GET', url: `/embed/${id}` });

  async function createWidget(title: string) {
    const response = await a.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title, widgetType: prorated, htmlData: {} } },
    });
    expect(response.statusCode).toBe(200);
    return widgetResponseSchema.parse(response.json()).widget;
  }

  const setPaused = async (id: string, paused: boolean) => {
    const response = await a.inject({
      method: 'PUT',
      url: `/widget/${id}/paused`,
      headers: owner.headers,
      payload: { paused },
    });
    expect(response.statusCode).toBe(200);
  };

  const listeners = () => listenerConnections(database.db);

  it('a pause and a save through A reach the answer B serves from its cache', async () => {
    const widget = await createWidget('Shared');
    const cached = await embed(b, widget.id);
    expect(cached.statusCode).toBe(200);

    await setPaused(widget.id, true);
    const paused = await eventually(
      () => embed(b, widget.id),
      (response) => response.statusCode === 403,
    );
    expect(paused.json()).toEqual({ error: EMBED_ERRORS.paused });

    await setPaused(widget.id, false);
    const resumed = await eventually(
      () => embed(b, widget.id),
      (response) => response.statusCode === 200,
    );
    expect(resumed.headers.etag).toBe(cached.headers.etag);

    const saved = await a.inject({
      method: 'PUT',
      url: `/widget/${widget.id}`,
      headers: owner.headers,
      payload: { widget: { title: 'Shared', widgetType: prorated, htmlData: {}, allowedSites: ['shop.example.com'] } },
    });
    expect(saved.statusCode).toBe(200);
    // Now shown only on that site: B refuses a page elsewhere once it has heard of the save.
    const elsewhere = await eventually(
      () => b.inject({ method: 'GET', url: `/embed/${widget.id}`, headers: { origin: 'https://other.example' } }),
      (response) => response.statusCode === 403,
    );
    expect(elsewhere.statusCode).toBe(403);
  });

  it('after its listening connection drops, B reconnects, forgets what it cached and hears A again', async () => {
    // Written directly, so no announcement of its creation can reach B after B cached it.
    const widget = await insertWidget(database.db, { userId: owner.id, widgetTypeId: prorated });
    expect((await embed(b, widget.id)).statusCode).toBe(200);
    expect(await listeners()).toBe(2);

    // A change no process announces: B keeps serving what it cached (the cache is in use)...
    await database.db.update(widgets).set({ paused: true }).where(eq(widgets.id, widget.id));
    expect((await embed(b, widget.id)).statusCode).toBe(200);

    // ...until its listener is cut off: a reconnect cannot know what it missed, so it forgets all.
    const cut = await database.db.execute(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    expect(cut.rows.length).toBe(2);
    const afterReconnect = await eventually(
      () => embed(b, widget.id),
      (response) => response.statusCode === 403,
    );
    expect(afterReconnect.json()).toEqual({ error: EMBED_ERRORS.paused });

    // Both listen again, and announcements flow as before.
    expect(await eventually(listeners, (count) => count === 2)).toBe(2);
    await setPaused(widget.id, false);
    const resumed = await eventually(
      () => embed(b, widget.id),
      (response) => response.statusCode === 200,
    );
    expect(resumed.statusCode).toBe(200);
  });
});
