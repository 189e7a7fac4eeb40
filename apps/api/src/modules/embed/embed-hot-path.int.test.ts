// Issue 28: the embed's hot path only reads. A view's site goes to an in-memory batch that a flush
// writes in one statement through the write pool; a 304 needs no query; closing the app writes
// what is left. The statements are seen through a Drizzle logger on the test database's own
// clients (transactions included), so what the request path runs is counted, not timed.
import { PGlite } from '@electric-sql/pglite';
import { inArray } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { sites } from '../../db/schema';
import { type DatabaseTarget, databaseTargets, type TestDatabase } from '../../test-support/database-targets';
import { createEmbedTestApp } from '../../test-support/embed-test-app';
import type { TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import type { InstallationRecorder } from './installation-recorder';

const HOUR = 60 * 60_000;
const LIMITS = { newPerHour: 5, total: 8 };
/** Nothing is written by a timer while a test runs: each flush is the test's settle() or close(). */
const NO_FLUSH_MS = HOUR;
/** A statement that changes a table. */
const WRITE = /^\s*(with\b[\s\S]*\b)?(insert|update|delete)\b/i;

/** The same database, every statement it runs through `db` and `writes` noted in `statements`. */
function logged(database: TestDatabase, statements: string[]): TestDatabase {
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const relog = (db: Db): Db => {
    const client: unknown = Reflect.get(db, '$client');
    if (client instanceof PGlite) return drizzlePglite({ client, schema, logger });
    if (client instanceof pg.Pool) return drizzlePg({ client, schema, logger });
    throw new Error('the test database has neither a PGlite nor a pg pool under it');
  };
  const db = relog(database.db);
  return { ...database, db, writes: database.writes === database.db ? db : relog(database.writes) };
}

describe.each(databaseTargets())('the embed hot path on $name', (target) => {
  let ctx: TestContext;
  let installations: InstallationRecorder;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  const statements: string[] = [];
  const clock = new Date('2030-01-01T00:00:00.000Z');
  const now = () => clock;
  const watched: DatabaseTarget = { name: target.name, create: async () => logged(await target.create(), statements) };

  beforeAll(async () => {
    ({ ctx, installations } = await createEmbedTestApp(watched, now, LIMITS, NO_FLUSH_MS));
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const widget = async () =>
    (await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated })).id;
  const embed = (id: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/embed/${id}`, headers });
  /** The statements `work` ran. */
  async function during(work: () => Promise<unknown>): Promise<string[]> {
    const from = statements.length;
    await work();
    return statements.slice(from);
  }
  const sitesOf = async (ids: string[]) =>
    (await ctx.database.db.select().from(sites).where(inArray(sites.widgetId, ids))).map((row) => row.domain).sort();

  it('writes nothing while a burst of first views from new sites is answered; one flush statement then adds every site', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, widget));
    const ran = await during(async () => {
      const answers = await Promise.all(
        ids.map((id, index) => embed(id, { origin: `https://site${index}.example.com` })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    });
    expect(ran.filter((statement) => WRITE.test(statement))).toEqual([]);
    // The first views asked for together are read together (batched-reads.ts): by the prepared
    // statement, far fewer times than there are widgets.
    const reads = ran.filter((statement) => statement.includes('"widgets"'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(ids.length / 2);
    for (const read of reads) expect(read).toContain('= any(');
    expect(await sitesOf(ids)).toEqual([]);

    const flushed = await during(() => installations.settle());
    expect(flushed.filter((statement) => /insert into "sites"/i.test(statement))).toHaveLength(1);
    expect(await sitesOf(ids)).toEqual(ids.map((_, index) => `site${index}.example.com`).sort());
  });

  it('keeps the hourly cap through the flush, however many new sites one widget shows in a burst', async () => {
    const id = await widget();
    await Promise.all(
      Array.from({ length: 40 }, (_, index) => embed(id, { origin: `https://fake${index}.example.com` })),
    );
    await installations.settle();
    expect(await sitesOf([id])).toHaveLength(LIMITS.newPerHour);
  });

  it('answers a revalidation with an unchanged tag 304 without a query', async () => {
    const id = await widget();
    const first = await embed(id, { origin: 'https://shop.example.com' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const ran = await during(async () => {
      const again = await embed(id, { origin: 'https://shop.example.com', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    });
    // Only the embed's tables: a background job of the app may query its own meanwhile.
    expect(ran.filter((statement) => /"(widgets|widget_types|sites|site_visitors)"/.test(statement))).toEqual([]);
  });

  it('answers a revalidation of an unchanged widget no longer kept 304 from its one read, building nothing', async () => {
    const id = await widget();
    const first = await embed(id, { origin: 'https://shop.example.com' });
    const etag = String(first.headers.etag);
    ctx.app.embedCache.invalidate(id);
    const ran = await during(async () => {
      const again = await embed(id, { origin: 'https://shop.example.com', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
    });
    const embedTables = ran.filter((statement) => /"(widgets|widget_types|sites|site_visitors)"/.test(statement));
    expect(embedTables).toHaveLength(1);
    expect(embedTables[0]).toContain('"widgets"');
    // Nothing was built: no answer is kept by the revalidation.
    expect(ctx.app.embedCache.peek(id)).toBeUndefined();

    // A changed row is built again (from the same one read) and its new answer sent.
    await ctx.database.db
      .update(schema.widgets)
      .set({ htmlData: { prorated: { heading: { proratedHeading: 'Move-in rent' } } } })
      .where(inArray(schema.widgets.id, [id]));
    ctx.app.embedCache.invalidate(id);
    const changedRan = await during(async () => {
      const changed = await embed(id, { origin: 'https://shop.example.com', 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
    expect(changedRan.filter((statement) => statement.includes('"widgets"'))).toHaveLength(1);
    expect(ctx.app.embedCache.peek(id)).toBeDefined();
  });

  it('still refuses a widget paused since its tag was given, though the tag matches', async () => {
    const id = await widget();
    const etag = String((await embed(id, { origin: 'https://shop.example.com' })).headers.etag);
    await ctx.database.db
      .update(schema.widgets)
      .set({ paused: true })
      .where(inArray(schema.widgets.id, [id]));
    ctx.app.embedCache.invalidate(id);
    const paused = await embed(id, { origin: 'https://shop.example.com', 'if-none-match': etag });
    expect(paused.statusCode).toBe(403);
  });

  it('refuses a site not allowed on a build-free revalidation too', async () => {
    const id = await widget();
    await ctx.database.db
      .update(schema.widgets)
      .set({ allowedSites: ['shop.example.com'] })
      .where(inArray(schema.widgets.id, [id]));
    const etag = String((await embed(id, { origin: 'https://shop.example.com' })).headers.etag);
    ctx.app.embedCache.invalidate(id);
    const elsewhere = await embed(id, { origin: 'https://other.example.com', 'if-none-match': etag });
    expect(elsewhere.statusCode).toBe(403);
    expect(ctx.app.embedCache.peek(id)).toBeUndefined();
  });
});

describe.each(databaseTargets())('closing the API on $name', (target) => {
  it('writes the sites and visitors still in the batches before the database closes', async () => {
    const clock = new Date('2030-01-01T00:00:00.000Z');
    const { ctx } = await createEmbedTestApp(target, () => clock, LIMITS, NO_FLUSH_MS);
    try {
      const types = await seedWidgetTypes(ctx.database.db);
      const owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
      const { id } = await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/embed/${id}`,
        headers: { origin: 'https://closing.example.com', 'user-agent': 'Test' },
      });
      expect(response.statusCode).toBe(200);
      expect(await ctx.database.db.select().from(sites)).toEqual([]);
      await ctx.app.close();
      const [site] = await ctx.database.db.select().from(sites);
      expect(site?.domain).toBe('closing.example.com');
      // The site first, so its first visitor finds its row.
      const visitors = await ctx.database.db.select().from(schema.siteVisitors);
      expect(visitors.map((row) => [row.domain, row.visitors])).toEqual([['closing.example.com', 1]]);
    } finally {
      await ctx.database.dispose();
    }
  });
});
