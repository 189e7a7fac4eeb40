// Issue 25 §5: a forged Origin used to inflate views one for one (300 requests, +300 views), and a
// flood of made-up sites pushed quiet real sites out of the widget's list. Now GET /embed counts a
// visitor (client address and user agent) once per site per day, the installations say
// "visitors", and a full list forgets the site with the fewest visitors in 30 days. Who visited is
// never stored: the salt and the hashes stay in memory (or Redis), never in the database.
import { widgetSitesResponseSchema } from '@widgetry/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, type TestDatabase } from '../../test-support/database-targets';
import { createEmbedTestApp } from '../../test-support/embed-test-app';
import { eventually } from '../../test-support/eventually';
import type { TestContext } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { createEmbedRepository } from './embed.repository';
import type { InstallationRecorder } from './installation-recorder';

const HOUR = 60 * 60 * 1000;
const LIMITS = { newPerHour: 5, total: 8 };
/** Ceiling for a condition the app reaches on its own (a visitor flush, every TEST_VIEW_FLUSH_MS here). */
const FLUSH_WAIT = { ceilingMs: 30_000, intervalMs: 50 };
const AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const FORGER_ADDRESS = '198.51.100.66';

/** Every row of every table outside Postgres's own schemas, as text. */
async function everyRow(database: TestDatabase): Promise<Map<string, string>> {
  const tables = await database.db.execute<{ table_schema: string; table_name: string }>(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by table_schema, table_name`);
  const dump = new Map<string, string>();
  for (const { table_schema: schema, table_name: table } of tables.rows) {
    const rows = await database.db.execute(sql`select * from ${sql.identifier(schema)}.${sql.identifier(table)}`);
    // Some drivers read bigint columns as BigInt, which JSON has no form for.
    dump.set(
      `${schema}.${table}`,
      JSON.stringify(rows.rows, (_, value) => (typeof value === 'bigint' ? value.toString() : value)),
    );
  }
  return dump;
}

describe.each(databaseTargets())('site visitors on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  let installations: InstallationRecorder;
  let clock = new Date('2030-03-01T08:00:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    ({ ctx, installations } = await createEmbedTestApp(target, now, LIMITS));
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'visitors-owner@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function createWidget(): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title: 'Counted', widgetType: types.prorated, htmlData: {} } },
    });
    expect(response.statusCode).toBe(200);
    return String(response.json().widget.id);
  }

  /**
   * Records the sites first, as an earlier page view would have: a visitor counted before its
   * site's row exists is not written, which would make the counts below depend on timing.
   */
  async function knownSites(id: string, domains: string[]): Promise<void> {
    await createEmbedRepository(ctx.database.db).upsertSites(
      domains.map((domain) => ({ widgetId: id, domain, seenAt: clock })),
      { newSites: new Map([[id, domains.length]]), maxSites: LIMITS.total },
    );
  }

  async function embed(id: string, site: string, remoteAddress: string, agent = AGENT) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/embed/${id}`,
      headers: { origin: `https://${site}`, 'user-agent': agent },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
  }

  async function visitorsOf(id: string): Promise<Map<string, number>> {
    const response = await ctx.app.inject({ method: 'GET', url: `/widget/${id}/sites`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    const { sites } = widgetSitesResponseSchema.parse(response.json());
    return new Map(sites.map((site) => [site.domain, site.visitors]));
  }

  it('counts 300 embeds from one address and agent as 1 visitor, and 20 addresses as 20', async () => {
    const id = await createWidget();
    await knownSites(id, ['one.example.com', 'twenty.example.com']);
    for (let index = 0; index < 300; index += 1) await embed(id, 'one.example.com', '203.0.113.7');
    for (let round = 0; round < 2; round += 1) {
      for (let index = 1; index <= 20; index += 1) await embed(id, 'twenty.example.com', `203.0.113.${100 + index}`);
    }
    // Flushes write in order: once the second site's visitors are in, so are the first's.
    const counted = await eventually(
      () => visitorsOf(id),
      (visitors) => visitors.get('twenty.example.com') === 20,
      FLUSH_WAIT,
    );
    expect(Object.fromEntries(counted)).toEqual({ 'one.example.com': 1, 'twenty.example.com': 20 });
  });

  it('stores no salt, hash, address or user agent: a view changes only the sites and their daily counts', async () => {
    const id = await createWidget();
    await knownSites(id, ['private.example.com']);
    const before = await everyRow(ctx.database);
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) NotStoredAnywhere/1.0';
    for (let index = 1; index <= 5; index += 1) await embed(id, 'private.example.com', `192.0.2.${index}`, agent);
    await eventually(
      () => visitorsOf(id),
      (visitors) => visitors.get('private.example.com') === 5,
      FLUSH_WAIT,
    );
    await installations.settle();
    const after = await everyRow(ctx.database);
    const changed = [...after.keys()].filter((table) => after.get(table) !== before.get(table));
    const changedOwn = changed.filter((table) => table.startsWith('public.'));
    expect(changedOwn).toContain('public.site_visitors');
    expect(changedOwn.filter((table) => table !== 'public.site_visitors' && table !== 'public.sites')).toEqual([]);
    // Their columns: where, when and how many, nothing about who.
    const columns = await ctx.database.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in ('sites', 'site_visitors')
      order by table_name, column_name`);
    expect(columns.rows.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
      'site_visitors.day',
      'site_visitors.domain',
      'site_visitors.visitors',
      'site_visitors.widget_id',
      'sites.domain',
      'sites.id',
      'sites.last_seen',
      'sites.widget_id',
    ]);
    const everything = [...after.values()].join('\n');
    expect(everything).not.toContain('NotStoredAnywhere');
    expect(everything).not.toContain('192.0.2.');
  });

  it('a flood of forged sites from one address does not push out a real site with more visitors', async () => {
    const id = await createWidget();
    await knownSites(id, ['real.example.com']);
    for (let index = 1; index <= 3; index += 1) await embed(id, 'real.example.com', `203.0.113.${index}`);
    await eventually(
      () => visitorsOf(id),
      (visitors) => visitors.get('real.example.com') === 3,
      FLUSH_WAIT,
    );
    // Hour after hour new made-up sites arrive, 300 embeds each hour; the real site is not seen
    // again, so before it was the one unseen the longest and the first to go.
    for (let hour = 0; hour < 4; hour += 1) {
      clock = new Date(clock.getTime() + HOUR);
      for (let index = 0; index < 300; index += 1) {
        await embed(id, `forged${hour}-${index % 30}.example.com`, FORGER_ADDRESS);
      }
      await installations.settle();
    }
    const visitors = await visitorsOf(id);
    expect(visitors.size).toBe(LIMITS.total);
    expect(visitors.get('real.example.com')).toBe(3);
    // A forged site counts its one forger once, however many embeds it made.
    for (const [domain, count] of visitors) if (domain !== 'real.example.com') expect(count).toBeLessThanOrEqual(1);
  });
});
