import { SOURCE_SYNC_MESSAGES, sourceStateLine, widgetSourceResponseSchema } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceCache } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { fixtureFetcher } from '../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// GET /widget/:id/source: how a data widget's source stands, for its owner's card and editor.

const FIXTURES = new URL('./reviews/trustpilot/fixtures/', import.meta.url);
const PROFILE = 'https://www.trustpilot.com/review/acme-widgets.com';
const PAGE_1 = `${PROFILE}?languages=all`;

describe.each(databaseTargets())('widget source state on $name', (target) => {
  let ctx: TestContext;
  let owner: TestAccount;
  let other: TestAccount;
  let widgetId: string;
  let freeWidgetId: string;
  let clock = new Date();
  const answers: Record<string, string | { status: number }> = { [PAGE_1]: 'page-current-1.html' };

  beforeAll(async () => {
    const fetcher = fixtureFetcher(FIXTURES, answers);
    ctx = await createTestApp(target, undefined, { sources: { fetcher }, embed: { now: () => clock } });
    const types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'source-owner@example.com');
    other = await account(ctx.app, ctx.database.db, 'source-other@example.com');
    const widget = await insertWidget(ctx.database.db, {
      userId: owner.id,
      widgetTypeId: types.trustpilot,
      htmlData: { trustpilot: { url: PROFILE } },
      subStatus: 'active',
      expires: new Date(Date.now() + 30 * 24 * 3_600_000),
    });
    widgetId = widget.id;
    const free = await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated, htmlData: {} });
    freeWidgetId = free.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const stateOf = async (id: string, who: TestAccount = owner) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/widget/${id}/source`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    return widgetSourceResponseSchema.parse(response.json()).source;
  };
  const makeDue = () => ctx.database.db.update(sourceCache).set({ nextRefreshAt: new Date(clock.getTime() - 1_000) });

  it('names the source before it was read, without registering it', async () => {
    expect(await stateOf(widgetId)).toEqual({
      source: 'trustpilot',
      kind: 'reviews',
      outcome: null,
      lastOutcomeAt: null,
      lastGoodReadAt: null,
      failingSince: null,
      consecutiveFailures: 0,
    });
    expect(await ctx.database.db.select().from(sourceCache)).toEqual([]);
  });

  it('answers the last outcome, the last good read and the failing run as reads go', async () => {
    await ctx.app.sources.reviews.readNow({ source: 'trustpilot', key: PROFILE, url: PROFILE, wanted: 20 });
    const good = await stateOf(widgetId);
    expect(good).toMatchObject({ outcome: 'ok', consecutiveFailures: 0, failingSince: null });
    expect(good?.lastGoodReadAt).toBe(good?.lastOutcomeAt);
    expect(good && sourceStateLine(good, new Date())).toBe('Reviews updated just now');

    answers[PAGE_1] = { status: 403 };
    await makeDue();
    await ctx.app.sources.reviews.refreshDue(10);
    const blocked = await stateOf(widgetId);
    expect(blocked).toMatchObject({ outcome: 'blocked', consecutiveFailures: 1, lastGoodReadAt: good?.lastGoodReadAt });
    expect(blocked?.failingSince).toBe(blocked?.lastOutcomeAt);
  });

  it('answers null for a widget without a source, and 404 for another customer', async () => {
    expect(await stateOf(freeWidgetId)).toBeNull();
    const response = await ctx.app.inject({ method: 'GET', url: `/widget/${widgetId}/source`, headers: other.headers });
    expect(response.statusCode).toBe(404);
  });

  it('syncs a source now for its owner, at most once per 10 minutes per source, with a plain 429', async () => {
    const sync = (id: string, who: TestAccount = owner) =>
      ctx.app.inject({ method: 'POST', url: `/widget/${id}/source/sync`, headers: who.headers });
    answers[PAGE_1] = 'page-current-1.html';
    clock = new Date(Date.now() + 3_600_000);
    const first = await sync(widgetId);
    expect(first.statusCode).toBe(200);
    expect(widgetSourceResponseSchema.parse(first.json()).source).toMatchObject({
      outcome: 'ok',
      lastGoodReadAt: clock.toISOString(),
      failingSince: null,
    });

    clock = new Date(clock.getTime() + 9 * 60_000);
    const tooSoon = await sync(widgetId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      error: SOURCE_SYNC_MESSAGES.tooSoon.replace('{minutes}', '1 minute'),
    });
    expect(tooSoon.headers['retry-after']).toBe('60');

    clock = new Date(clock.getTime() + 60_000);
    expect((await sync(widgetId)).statusCode).toBe(200);
    expect((await sync(freeWidgetId)).json()).toEqual({ error: SOURCE_SYNC_MESSAGES.noSource });
    expect((await sync(widgetId, other)).statusCode).toBe(404);
  });
});
