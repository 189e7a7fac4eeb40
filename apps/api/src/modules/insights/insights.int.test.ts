// Issue 30: the runtimes' events, from POST /embed/:id/events to the owner's and the admin's
// insights, on PGlite and Postgres: counted per day and site with unique visitors, flushed as the
// views are; refused for another type's events, a paused widget, a site the widget may not show
// on, an unknown widget, too many events or too large a body; an unrecorded site gains nothing;
// the owner and admins read, other customers get a 404.
import {
  adminInsightsResponseSchema,
  INSIGHTS_BODY_MAX_BYTES,
  INSIGHTS_EVENTS_PER_BATCH,
  INSIGHTS_MESSAGES,
  type WidgetInsightsResponse,
  widgetInsightsResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetInsights } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createEmbedTestApp } from '../../test-support/embed-test-app';
import { eventually } from '../../test-support/eventually';
import { createTestApp, ROOMY_RATE_LIMITS, type TestContext } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { createEmbedRepository } from '../embed';
import { createInsightsRepository } from './insights.repository';
import { dropOldInsights } from './insights-retention';

/** Ceiling for a condition the app reaches on its own (a flush, every TEST_VIEW_FLUSH_MS here). */
const FLUSH_WAIT = { ceilingMs: 30_000, intervalMs: 50 };
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0';
const SITE = 'shop.example.com';

describe.each(databaseTargets())('insights on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  const clock = new Date('2030-03-10T12:00:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    ({ ctx } = await createEmbedTestApp(target, now));
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'insights-owner@example.com');
    other = await account(ctx.app, ctx.database.db, 'insights-other@example.com');
    admin = await account(ctx.app, ctx.database.db, 'insights-admin@example.com', { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function createWidget(type: 'prorated' | 'affordability' = 'prorated', htmlData: object = {}) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title: 'Insightful', widgetType: types[type], htmlData } },
    });
    expect(response.statusCode).toBe(200);
    return String(response.json().widget.id);
  }

  /** Records the sites as an earlier page view would have (only recorded sites gain counts). */
  async function knownSites(id: string, domains: string[]): Promise<void> {
    await createEmbedRepository(ctx.database.db).upsertSites(
      domains.map((domain) => ({ widgetId: id, domain, seenAt: clock })),
      { newSites: new Map([[id, domains.length]]), maxSites: 200 },
    );
  }

  function send(
    id: string,
    body: unknown,
    { site = SITE, address = '203.0.113.1', contentType = 'application/json' } = {},
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: `/embed/${id}/events`,
      headers: { origin: `https://${site}`, 'user-agent': AGENT, 'content-type': contentType },
      remoteAddress: address,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  const events = (...names: string[]) => ({ events: names.map((name) => ({ name })) });

  async function insights(id: string, query = 'days=7', headers = owner.headers) {
    return ctx.app.inject({ method: 'GET', url: `/widget/${id}/insights?${query}`, headers });
  }

  async function read(id: string, query = 'days=7'): Promise<WidgetInsightsResponse> {
    const response = await insights(id, query);
    expect(response.statusCode).toBe(200);
    return widgetInsightsResponseSchema.parse(response.json());
  }

  const today = (answer: WidgetInsightsResponse) => answer.days[answer.days.length - 1];

  it('counts events and unique visitors per day, flushed on the views interval, every day of the period oldest first', async () => {
    const id = await createWidget();
    await knownSites(id, [SITE]);
    expect((await send(id, events('calculated', 'calculated'))).statusCode).toBe(204);
    expect((await send(id, events('calculated'))).statusCode).toBe(204);
    // sendBeacon's text/plain body is read as JSON too.
    const beacon = await send(id, JSON.stringify(events('calculated')), {
      address: '203.0.113.2',
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.headers['access-control-allow-origin']).toBe('*');

    const answer = await eventually(
      () => read(id),
      (seen) => today(seen)?.events.calculated === 4 && today(seen)?.visitors === 2,
      FLUSH_WAIT,
    );
    expect(answer.days.map((day) => day.day)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-09',
      '2030-03-10',
    ]);
    expect(answer.days.slice(0, 6).every((day) => day.visitors === 0 && Object.keys(day.events).length === 0)).toBe(
      true,
    );
    expect(today(answer)).toEqual({
      day: '2030-03-10',
      visitors: 2,
      events: { calculated: 4 },
      eventVisitors: { calculated: 2 },
    });
    // One site or all: another site of the widget has none.
    expect(today(await read(id, 'days=7&site=other.example.com'))?.visitors).toBe(0);
    expect(today(await read(id, `days=7&site=${SITE.toUpperCase()}`))?.events).toEqual({ calculated: 4 });
    expect((await read(id, 'days=90')).days).toHaveLength(90);
  });

  it('refuses an event of another widget type, and a name no type reports', async () => {
    const id = await createWidget();
    const foreign = await send(id, events('calculated', 'apply_clicked'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: INSIGHTS_MESSAGES.unknownEvent.replace('{name}', 'apply_clicked') });
    expect((await send(id, events('made_up'))).statusCode).toBe(400);
  });

  it('refuses a paused widget, a site it may not show on and an unknown widget as GET /embed does', async () => {
    const paused = await createWidget();
    const pause = await ctx.app.inject({
      method: 'PUT',
      url: `/widget/${paused}/paused`,
      headers: owner.headers,
      payload: { paused: true },
    });
    expect(pause.statusCode).toBe(200);
    const refused = await send(paused, events('calculated'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'paused' });

    const limited = await createWidget();
    const allow = await ctx.app.inject({
      method: 'PUT',
      url: `/widget/${limited}`,
      headers: owner.headers,
      payload: { widget: { title: 'Limited', widgetType: types.prorated, htmlData: {}, allowedSites: [SITE] } },
    });
    expect(allow.statusCode).toBe(200);
    const elsewhere = await send(limited, events('calculated'), { site: 'elsewhere.example.com' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ error: 'site not allowed' });

    expect((await send('7f0c2b49-3a43-4e2b-9a5e-6a0e2a1f9d11', events('calculated'))).statusCode).toBe(404);
  });

  it('counts nothing for a site that was never recorded (a forged Origin)', async () => {
    const id = await createWidget();
    await knownSites(id, [SITE]);
    expect((await send(id, events('calculated'), { site: 'forged.example.com' })).statusCode).toBe(204);
    expect((await send(id, events('calculated'))).statusCode).toBe(204);
    await eventually(
      () => read(id),
      (seen) => today(seen)?.events.calculated === 1,
      FLUSH_WAIT,
    );
    // The forged site can never gain a row: it is not recorded, and only GET /embed records sites.
    const rows = await ctx.database.db.select().from(widgetInsights).where(eq(widgetInsights.widgetId, id));
    expect(new Set(rows.map((row) => row.domain))).toEqual(new Set([SITE]));
    expect(today(await read(id, 'days=7&site=forged.example.com'))?.events).toEqual({});
  });

  it('bounds a batch to INSIGHTS_EVENTS_PER_BATCH events and its body to INSIGHTS_BODY_MAX_BYTES', async () => {
    const id = await createWidget();
    const many = Array.from({ length: INSIGHTS_EVENTS_PER_BATCH + 1 }, () => 'calculated');
    const tooMany = await send(id, events(...many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ fieldErrors: { events: INSIGHTS_MESSAGES.badBody } });
    expect((await send(id, events(...many.slice(1)))).statusCode).toBe(204);
    const padded = `${JSON.stringify(events('calculated')).slice(0, -1)}, "pad": "${'x'.repeat(INSIGHTS_BODY_MAX_BYTES)}"}`;
    expect((await send(id, padded)).statusCode).toBe(413);
    expect((await send(id, padded, { contentType: 'text/plain' })).statusCode).toBe(413);
    expect((await send(id, '{"events": [', { contentType: 'text/plain' })).statusCode).toBe(400);
    expect((await send(id, {})).statusCode).toBe(400);
  });

  it('shows a widget to its owner and admins, hides it from another customer, and says what is wrong with a query', async () => {
    const id = await createWidget();
    expect((await insights(id, 'days=7', admin.headers)).statusCode).toBe(200);
    const hidden = await insights(id, 'days=7', other.headers);
    expect(hidden.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/widget/${id}/insights` })).statusCode).toBe(401);
    const badDays = await insights(id, 'days=14');
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json()).toEqual({ fieldErrors: { days: INSIGHTS_MESSAGES.badDays } });
    const badSite = await insights(id, 'days=7&site=not a site');
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json()).toEqual({ fieldErrors: { site: INSIGHTS_MESSAGES.badSite } });
    // 30 days when none is asked for.
    expect(widgetInsightsResponseSchema.parse((await insights(id, '')).json()).days).toHaveLength(30);
  });

  it('totals every customer’s events and visitors per widget type for admins only', async () => {
    const first = await createWidget('affordability');
    const second = await createWidget('affordability');
    await knownSites(first, [SITE]);
    await knownSites(second, ['second.example.com']);
    expect((await send(first, events('calculated', 'calculated'))).statusCode).toBe(204);
    expect((await send(second, events('calculated'), { site: 'second.example.com' })).statusCode).toBe(204);
    const totals = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/devadmin/insights?days=30',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      return adminInsightsResponseSchema.parse(response.json());
    };
    const answer = await eventually(
      totals,
      (seen) => seen.types.find((row) => row.type === 'affordability')?.events.calculated === 3,
      FLUSH_WAIT,
    );
    expect(answer.from).toBe('2030-02-09');
    expect(answer.to).toBe('2030-03-10');
    expect(answer.types.map((row) => row.type)).toContain('appfolio');
    expect(answer.types.find((row) => row.type === 'affordability')).toEqual({
      type: 'affordability',
      widgets: 2,
      visitors: 2,
      events: { calculated: 3 },
    });
    expect(answer.types.find((row) => row.type === 'appfolio')).toEqual({
      type: 'appfolio',
      widgets: 0,
      visitors: 0,
      events: {},
    });
    const customer = await ctx.app.inject({ method: 'GET', url: '/devadmin/insights', headers: owner.headers });
    expect(customer.statusCode).toBe(403);
  });

  it('drops the rollups older than 13 months and keeps the rest (a round of the retention job)', async () => {
    const id = await createWidget();
    const row = (day: string) => ({ widgetId: id, domain: SITE, day, event: 'calculated', count: 1, visitors: 1 });
    await ctx.database.db.insert(widgetInsights).values([row('2029-02-09'), row('2029-02-10'), row('2030-03-10')]);
    expect(await dropOldInsights(createInsightsRepository(ctx.database.db), clock)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select().from(widgetInsights).where(eq(widgetInsights.widgetId, id));
    expect(left.map((kept) => kept.day).sort()).toEqual(['2029-02-10', '2030-03-10']);
  });
});

describe.each(databaseTargets())('insights rate limit on $name', (target) => {
  let ctx: TestContext;
  const limit = { max: 3, timeWindowMs: 60 * 60 * 1000 };

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, {
      rateLimits: { ...ROOMY_RATE_LIMITS, events: { perClient: limit, perAccount: limit } },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 429 with Retry-After once an address used its allowance, whatever the widget', async () => {
    const post = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/embed/7f0c2b49-3a43-4e2b-9a5e-6a0e2a1f9d11/events',
        headers: { 'content-type': 'application/json' },
        remoteAddress,
        payload: { events: [{ name: 'calculated' }] },
      });
    for (let index = 0; index < limit.max; index += 1) expect((await post('198.51.100.9')).statusCode).toBe(404);
    const refused = await post('198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own allowance.
    expect((await post('198.51.100.10')).statusCode).toBe(404);
  });
});

describe.each(databaseTargets())('insights at shutdown on $name', (target) => {
  it('writes the counts still in memory when the app closes, visitors included', async () => {
    const clock = new Date('2030-03-10T12:00:00.000Z');
    // A flush interval no test waits for: only the close can write these counts.
    const { ctx } = await createEmbedTestApp(target, () => clock, undefined, 60 * 60 * 1000);
    try {
      const types = await seedWidgetTypes(ctx.database.db);
      const owner = await account(ctx.app, ctx.database.db, 'insights-close@example.com');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/widget/',
        headers: owner.headers,
        payload: { widget: { title: 'Closing', widgetType: types.prorated, htmlData: {} } },
      });
      const id = String(created.json().widget.id);
      await createEmbedRepository(ctx.database.db).upsertSites([{ widgetId: id, domain: SITE, seenAt: clock }], {
        newSites: new Map([[id, 1]]),
        maxSites: 200,
      });
      const posted = await ctx.app.inject({
        method: 'POST',
        url: `/embed/${id}/events`,
        headers: { origin: `https://${SITE}`, 'user-agent': AGENT, 'content-type': 'text/plain' },
        payload: JSON.stringify({ events: [{ name: 'calculated' }] }),
      });
      expect(posted.statusCode).toBe(204);
      await ctx.app.close();
      const rows = await ctx.database.db.select().from(widgetInsights).where(eq(widgetInsights.widgetId, id));
      expect(
        rows
          .map(({ event, count, visitors }) => ({ event, count, visitors }))
          .sort((a, b) => (a.event < b.event ? -1 : 1)),
      ).toEqual([
        { event: '*', count: 0, visitors: 1 },
        { event: 'calculated', count: 1, visitors: 1 },
      ]);
    } finally {
      await ctx.close();
    }
  });
});
