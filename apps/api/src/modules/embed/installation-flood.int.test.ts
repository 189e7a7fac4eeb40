// Issue 9 §2: the widget id is public, and each forged Origin used to add a site row, with no cap
// and any host (127.0.0.1:1, [::1]:8080, 258-character names); 51,000 of them made the owner's
// GET /widget/ 9 MB. Now only public DNS names are recorded, a widget gains a bounded number of new
// sites per hour and in total, and the widget list carries a count. Issue 25 §5: the site that makes
// room is the one with the fewest visitors in the last 30 days (the one unseen the longest among
// equals), so a flood of forged sites cannot push out a real site busier than they are.
// site-visitors.int.test.ts drives that through GET /embed; here the repository is given counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, siteVisitors } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createEmbedTestApp } from '../../test-support/embed-test-app';
import type { TestContext } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { createEmbedRepository } from './embed.repository';
import type { InstallationRecorder } from './installation-recorder';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIMITS = { newPerHour: 5, total: 8 };
/**
 * Visitor counts are not written while these tests run (once an hour, and at close): every site
 * has none, so which site makes room depends on when it was seen alone, whatever the timing of a
 * flush. The repository test below writes its counts itself.
 */
const NO_FLUSH_MS = HOUR;

describe.each(databaseTargets())('installations under a flood on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  let installations: InstallationRecorder;
  let clock = new Date('2030-01-01T00:00:00.000Z');
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    ({ ctx, installations } = await createEmbedTestApp(target, now, LIMITS, NO_FLUSH_MS));
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function createWidget(): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title: 'Flooded', widgetType: types.prorated, htmlData: {} } },
    });
    expect(response.statusCode).toBe(200);
    return String(response.json().widget.id);
  }

  async function visit(id: string, origin: string) {
    const response = await ctx.app.inject({ method: 'GET', url: `/embed/${id}`, headers: { origin } });
    expect(response.statusCode).toBe(200);
  }

  async function domainsOf(id: string): Promise<string[]> {
    await installations.settle();
    const rows = await ctx.database.db.select().from(sites).where(eq(sites.widgetId, id));
    return rows.map((row) => row.domain).sort();
  }

  it('records IP literals, loopback, private and over-long names only as the one unknown site', async () => {
    const id = await createWidget();
    for (const origin of [
      'http://127.0.0.1:1',
      'http://[::1]:8080',
      'http://10.1.2.3',
      'http://localhost:3000',
      'http://printer.local',
      'http://db.internal',
      'http://intranet',
      `https://${'a'.repeat(250)}.example.com`,
      `https://${'b'.repeat(64)}.com`,
    ]) {
      await visit(id, origin);
    }
    expect(await domainsOf(id)).toEqual(['null']);
  });

  it('records one row per site whatever its case, port or trailing dot', async () => {
    const id = await createWidget();
    for (const origin of ['https://Shop.Example.com', 'http://shop.example.com:8080', 'https://shop.example.com.:1']) {
      await visit(id, origin);
    }
    expect(await domainsOf(id)).toEqual(['shop.example.com']);
  });

  /** Writes sites as one flush would, with room for every new one; answers the domains added. */
  async function upsert(id: string, seen: { domain: string; seenAt: Date }[]): Promise<string[]> {
    const added = await createEmbedRepository(ctx.database.db).upsertSites(
      seen.map((site) => ({ widgetId: id, ...site })),
      { newSites: new Map([[id, seen.length]]), maxSites: LIMITS.total },
    );
    return added.map((site) => site.domain);
  }

  it('keeps the total when flushes of new sites run at the same moment', async () => {
    const id = await createWidget();
    await upsert(
      id,
      Array.from({ length: LIMITS.total }, (_, index) => ({
        domain: `known${index}.example.com`,
        seenAt: new Date(clock.getTime() - (index + 1) * MINUTE),
      })),
    );
    // Side by side on Postgres's pool (as two API processes' flushes): each forgets the sites
    // unseen the longest, and two that did not see each other must not both forget the same one.
    const burst = Array.from({ length: 20 }, (_, index) => `burst${index}.example.com`);
    await Promise.all(burst.map((domain) => upsert(id, [{ domain, seenAt: clock }])));
    expect(await domainsOf(id)).toHaveLength(LIMITS.total);
  });

  it("adds many sites of many widgets in one flush, within each widget's budget, and refreshes the known ones", async () => {
    const [first, second] = [await createWidget(), await createWidget()];
    const earlier = new Date(clock.getTime() - HOUR);
    await upsert(first, [{ domain: 'known.example.com', seenAt: earlier }]);
    const added = await createEmbedRepository(ctx.database.db).upsertSites(
      [
        { widgetId: first, domain: 'known.example.com', seenAt: clock },
        ...['a', 'b', 'c'].map((name) => ({ widgetId: first, domain: `${name}.example.com`, seenAt: clock })),
        ...['d', 'e'].map((name) => ({ widgetId: second, domain: `${name}.example.com`, seenAt: clock })),
      ],
      {
        newSites: new Map([
          [first, 2],
          [second, 5],
        ]),
        maxSites: LIMITS.total,
      },
    );
    expect(added.map((site) => site.domain).sort()).toEqual([
      'a.example.com',
      'b.example.com',
      'd.example.com',
      'e.example.com',
    ]);
    expect(await domainsOf(first)).toEqual(['a.example.com', 'b.example.com', 'known.example.com']);
    const [known] = await ctx.database.db.select().from(sites).where(eq(sites.domain, 'known.example.com'));
    expect(known?.lastSeen.toISOString()).toBe(clock.toISOString());
  });

  it('leaves a known site seen within the refresh window as it is (a restarted process writes it again)', async () => {
    const id = await createWidget();
    const justBefore = new Date(clock.getTime() - MINUTE);
    await upsert(id, [{ domain: 'recent.example.com', seenAt: justBefore }]);
    const rules = { newSites: new Map([[id, 1]]), maxSites: LIMITS.total, refreshAfterMs: 5 * MINUTE };
    const repo = createEmbedRepository(ctx.database.db);
    await repo.upsertSites([{ widgetId: id, domain: 'recent.example.com', seenAt: clock }], rules);
    const lastSeen = async () =>
      (await ctx.database.db.select().from(sites).where(eq(sites.widgetId, id))).map((row) =>
        row.lastSeen.toISOString(),
      );
    expect(await lastSeen()).toEqual([justBefore.toISOString()]);
    const later = new Date(clock.getTime() + 10 * MINUTE);
    await repo.upsertSites([{ widgetId: id, domain: 'recent.example.com', seenAt: later }], rules);
    expect(await lastSeen()).toEqual([later.toISOString()]);
  });

  it('reads the sites seen since a moment, the most recent first, at most as many as asked (what a restarted process remembers)', async () => {
    const id = await createWidget();
    const seen = (minutesAgo: number) => new Date(clock.getTime() - minutesAgo * MINUTE);
    await upsert(id, [
      { domain: 'one.example.com', seenAt: seen(1) },
      { domain: 'three.example.com', seenAt: seen(3) },
      { domain: 'two.example.com', seenAt: seen(2) },
      { domain: 'old.example.com', seenAt: seen(30) },
    ]);
    const repo = createEmbedRepository(ctx.database.db);
    const mine = async (limit: number) =>
      (await repo.sitesSeenSince(seen(5), limit))
        .filter((site) => site.widgetId === id)
        .map((site) => [site.domain, site.seenAt.toISOString()]);
    expect(await mine(1000)).toEqual([
      ['one.example.com', seen(1).toISOString()],
      ['two.example.com', seen(2).toISOString()],
      ['three.example.com', seen(3).toISOString()],
    ]);
    expect((await repo.sitesSeenSince(seen(5), 2)).length).toBe(2);
  });

  it('forgets the site with the fewest visitors in 30 days, the one unseen the longest among equals, never the newcomer', async () => {
    const id = await createWidget();
    const repo = createEmbedRepository(ctx.database.db);
    const day = (daysAgo: number) => new Date(clock.getTime() - daysAgo * 24 * HOUR).toISOString().slice(0, 10);
    // known0 is seen most recently and known7 the longest ago.
    await upsert(
      id,
      Array.from({ length: LIMITS.total }, (_, index) => ({
        domain: `known${index}.example.com`,
        seenAt: new Date(clock.getTime() - (index + 1) * MINUTE),
      })),
    );
    await repo.addVisitors([
      // Busy once, but 31 days ago: outside the 30 days.
      { widgetId: id, domain: 'known0.example.com', day: day(31), visitors: 50 },
      ...[1, 2, 3, 4, 5, 6].map((index) => ({
        widgetId: id,
        domain: `known${index}.example.com`,
        day: day(index),
        visitors: 1,
      })),
      { widgetId: id, domain: 'known7.example.com', day: day(29), visitors: 10 },
    ]);
    const visitorRowsOf = async (domain: string) =>
      ctx.database.db.select().from(siteVisitors).where(eq(siteVisitors.domain, domain));

    // The fewest visitors goes, though seen most recently; the busiest stays, though seen the longest ago.
    expect(await upsert(id, [{ domain: 'new1.example.com', seenAt: clock }])).toEqual(['new1.example.com']);
    let left = await domainsOf(id);
    expect(left).not.toContain('known0.example.com');
    expect(left).toEqual(expect.arrayContaining(['known7.example.com', 'new1.example.com']));
    // Its counts went with it.
    expect(await visitorRowsOf('known0.example.com')).toEqual([]);

    // The newcomer before, with no visitors yet, is now the one with the fewest.
    await upsert(id, [{ domain: 'new2.example.com', seenAt: clock }]);
    left = await domainsOf(id);
    expect(left).not.toContain('new1.example.com');
    expect(left).toContain('new2.example.com');

    // One visitor each: among equals the one unseen the longest (known6) goes.
    await repo.addVisitors([{ widgetId: id, domain: 'new2.example.com', day: day(0), visitors: 1 }]);
    await upsert(id, [{ domain: 'new3.example.com', seenAt: clock }]);
    left = await domainsOf(id);
    expect(left).toHaveLength(LIMITS.total);
    expect(left).toEqual(
      [1, 2, 3, 4, 5]
        .map((index) => `known${index}.example.com`)
        .concat(['known7.example.com', 'new2.example.com', 'new3.example.com'])
        .sort(),
    );
  });

  it('adds at most the hourly number of new sites, and keeps the total, forgetting (among sites with no visitors) the ones unseen the longest', async () => {
    const id = await createWidget();
    await visit(id, 'https://customer.example.com');
    advance(MINUTE);
    for (let index = 0; index < 30; index += 1) await visit(id, `https://fake${index}.example.com`);
    const firstHour = await domainsOf(id);
    expect(firstHour).toHaveLength(LIMITS.newPerHour);
    expect(firstHour).toContain('customer.example.com');

    // The customer's own site keeps being visited; the flood goes on hour after hour.
    for (let hour = 1; hour <= 3; hour += 1) {
      advance(HOUR);
      await visit(id, 'https://customer.example.com');
      for (let index = 0; index < 30; index += 1) await visit(id, `https://fake${hour}-${index}.example.com`);
      expect((await domainsOf(id)).length).toBeLessThanOrEqual(LIMITS.total);
    }
    const left = await domainsOf(id);
    expect(left).toHaveLength(LIMITS.total);
    expect(left).toContain('customer.example.com');
    // The first hour's fakes, unseen since, made room first.
    expect(left.filter((domain) => /^fake\d+\./.test(domain))).toEqual([]);

    const list = await ctx.app.inject({ method: 'GET', url: '/widget/', headers: owner.headers });
    const listed = list.json().find((widget: { id: string }) => widget.id === id);
    expect(listed).toMatchObject({ siteCount: LIMITS.total });
    expect(listed).not.toHaveProperty('sites');
  });
});
