import { API_MESSAGES, defaultHtmlData, embedResponseSchema } from '@widgetry/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createEmbedTestApp } from '../../test-support/embed-test-app';
import { createTestApp, PRODUCTION_ENV, TEST_APP_URL, type TestContext, testConfig } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { EMBED_CACHE_CONTROL } from './embed.routes';
import { createInstallationRecorder, type InstallationRecorder } from './installation-recorder';

const MINUTE = 60_000;
const NOT_FOUND = { error: API_MESSAGES.notFound };

describe.each(databaseTargets())('GET /embed/:id on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  let installations: InstallationRecorder;
  // One clock for the cache, the throttle and the subscription checks; tests move it forward.
  let clock = new Date('2030-01-01T00:00:00.000Z');
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    ({ ctx, installations } = await createEmbedTestApp(target, now));
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const embed = (id: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/embed/${id}`, headers });

  async function createProrated(htmlData: unknown = {}) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title: 'Embedded', widgetType: types.prorated, htmlData } },
    });
    expect(response.statusCode).toBe(200);
    return String(response.json().widget.id);
  }

  async function sitesOf(widgetId: string) {
    return ctx.database.db.select().from(sites).where(eq(sites.widgetId, widgetId));
  }

  describe('the answer', () => {
    it('is the type and its settings, public, cacheable and open to any origin', async () => {
      const id = await createProrated({ prorated: { heading: { proratedHeading: 'Rent for your move' } } });
      const response = await embed(id, { origin: 'https://shop.example.com' });
      expect(response.statusCode).toBe(200);
      const expected = defaultHtmlData('prorated');
      expected.prorated.heading.proratedHeading = 'Rent for your move';
      // Saved without a language setting: it reads as English, as it showed before issue 32.
      expected.prorated.language = 'en';
      expect(response.json()).toEqual({ type: 'prorated', htmlData: expected, data: null });
      expect(embedResponseSchema.safeParse(response.json()).success).toBe(true);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers.vary).toBeUndefined();
      expect(response.headers['cache-control']).toBe(EMBED_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    });

    it('leaves the rest of the API to APP_URL', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/widget/',
        headers: { ...owner.headers, origin: 'https://shop.example.com' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const fromApp = await ctx.app.inject({
        method: 'GET',
        url: '/widget/',
        headers: { ...owner.headers, origin: TEST_APP_URL },
      });
      expect(fromApp.headers['access-control-allow-origin']).toBe(TEST_APP_URL);
    });

    it('answers 304 without a body when If-None-Match holds the tag, strong or weak', async () => {
      const id = await createProrated();
      const first = await embed(id);
      const etag = String(first.headers.etag);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"something-older", ${etag}`]) {
        const response = await embed(id, { 'if-none-match': ifNoneMatch, origin: 'https://shop.example.com' });
        expect(response.statusCode).toBe(304);
        expect(response.body).toBe('');
        expect(response.headers.etag).toBe(etag);
        expect(response.headers['cache-control']).toBe(EMBED_CACHE_CONTROL);
        expect(response.headers['access-control-allow-origin']).toBe('*');
      }
      const stale = await embed(id, { 'if-none-match': '"something-older"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().type).toBe('prorated');
    });

    it('shows an edit at once: the saved widget is not served from memory', async () => {
      const id = await createProrated();
      const before = await embed(id);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/widget/${id}`,
        headers: owner.headers,
        payload: {
          widget: {
            title: 'Embedded',
            widgetType: types.prorated,
            htmlData: { prorated: { heading: { headingColor: '#000000' } } },
          },
        },
      });
      expect(put.statusCode).toBe(200);
      // The clock has not moved, so only the invalidation explains a new answer.
      const after = await embed(id, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().htmlData.prorated.heading.headingColor).toBe('#000000');
    });

    it('answers 404 with CORS for an unknown id, a malformed id and a deleted widget', async () => {
      const id = await createProrated();
      expect((await embed(id)).statusCode).toBe(200);
      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/widget/${id}`, headers: owner.headers });
      expect(deleted.statusCode).toBe(200);
      for (const unknown of [id, '00000000-0000-4000-8000-000000000000', 'not-a-widget', 'x'.repeat(90)]) {
        const response = await embed(unknown, { origin: 'https://shop.example.com' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('serves a paid widget only while its subscription is active or past due and not expired', async () => {
      const paid = (
        subStatus: 'active' | 'past_due' | 'canceled' | 'expired' | 'unpaid' | null,
        expires: Date | null,
      ) =>
        insertWidget(ctx.database.db, {
          userId: owner.id,
          widgetTypeId: types.yelp,
          htmlData: { yelp: { businessId: 'cafe', url: 'https://www.yelp.com/biz/cafe' } },
          subStatus,
          expires,
        });
      const future = new Date(clock.getTime() + 30 * 24 * 60 * MINUTE);
      const past = new Date(clock.getTime() - MINUTE);
      for (const [status, expires, served] of [
        ['active', future, true],
        ['active', null, true],
        ['past_due', future, true],
        ['active', past, false],
        ['canceled', future, false],
        ['expired', null, false],
        ['unpaid', future, false],
        [null, null, false],
      ] as const) {
        const row = await paid(status, expires);
        const response = await embed(row.id);
        expect([status, expires, response.statusCode]).toEqual([status, expires, served ? 200 : 404]);
        if (served) expect(response.json().htmlData.yelp.businessId).toBe('cafe');
      }
    });

    it('stops serving a paid widget from memory when its renewal date passes', async () => {
      const row = await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.yelp,
        htmlData: { yelp: { businessId: 'cafe', url: 'https://www.yelp.com/biz/cafe' } },
        subStatus: 'active',
        expires: new Date(clock.getTime() + 10_000),
      });
      expect((await embed(row.id)).statusCode).toBe(200);
      advance(10_000);
      expect((await embed(row.id)).statusCode).toBe(404);
    });
  });

  describe('installations', () => {
    it('records the Origin host once per window, then again after it', async () => {
      const id = await createProrated();
      const start = clock;
      await embed(id, { origin: 'https://Shop.Example.com' });
      await installations.settle();
      expect((await sitesOf(id)).map((site) => [site.domain, site.lastSeen.toISOString()])).toEqual([
        ['shop.example.com', start.toISOString()],
      ]);

      advance(4 * MINUTE);
      await embed(id, { origin: 'https://shop.example.com' });
      await installations.settle();
      expect((await sitesOf(id)).map((site) => site.lastSeen.toISOString())).toEqual([start.toISOString()]);

      advance(MINUTE);
      const later = clock;
      await embed(id, { origin: 'https://shop.example.com' });
      await installations.settle();
      expect((await sitesOf(id)).map((site) => site.lastSeen.toISOString())).toEqual([later.toISOString()]);
    });

    it("uses the Referer without an Origin, and the string 'null' without either", async () => {
      const id = await createProrated();
      await embed(id, { referer: 'https://blog.example.org/2030/our-rent-calculator?ref=nav' });
      await embed(id);
      await embed(id, { origin: 'null' });
      await installations.settle();
      expect((await sitesOf(id)).map((site) => site.domain).sort()).toEqual(['blog.example.org', 'null']);
    });

    it('records a revalidation (304) too, and shows the site on the owner’s widget', async () => {
      const id = await createProrated();
      const etag = String((await embed(id)).headers.etag);
      await installations.settle();
      await embed(id, { origin: 'https://cached.example.com', 'if-none-match': etag });
      await installations.settle();
      const widget = await ctx.app.inject({ method: 'GET', url: `/widget/${id}`, headers: owner.headers });
      const listed = await ctx.app.inject({ method: 'GET', url: `/widget/${id}/sites`, headers: owner.headers });
      const [site] = await ctx.database.db
        .select()
        .from(sites)
        .where(and(eq(sites.widgetId, id), eq(sites.domain, 'cached.example.com')));
      expect(widget.json().widget.siteCount).toBe(2);
      expect(listed.json().sites).toContainEqual(
        expect.objectContaining({
          _id: site?.id,
          id: site?.id,
          domain: 'cached.example.com',
          lastSeen: clock.toISOString(),
        }),
      );
    });
  });
});

describe.each(databaseTargets())('GET /embed/:id with a failing installation store on $name', (target) => {
  let ctx: TestContext;
  const logged: string[] = [];
  let installations: InstallationRecorder;

  beforeAll(async () => {
    installations = createInstallationRecorder({
      store: {
        upsertSites: () => Promise.reject(new Error('could not write sites')),
        sitesSeenSince: async () => [],
      },
      throttleMs: 5 * MINUTE,
      now: () => new Date(),
    });
    // Production, where every other request is logged at info level.
    ctx = await createTestApp(target, testConfig(PRODUCTION_ENV), {
      embed: { installations },
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(String(JSON.parse(line).msg)) } },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('still answers 200 and logs the failed write', async () => {
    const types = await seedWidgetTypes(ctx.database.db);
    const owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
    const row = await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/embed/${row.id}`,
      headers: { origin: 'https://shop.example.com' },
    });
    await installations.settle();
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toBe('prorated');
    expect(logged).toContain('installations not recorded');
  });

  it('does not log each embed request, unlike the rest of the API in production', async () => {
    const before = logged.length;
    await ctx.app.inject({ method: 'GET', url: '/embed/00000000-0000-4000-8000-000000000000' });
    expect(logged.slice(before)).toEqual([]);
    await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(logged.slice(before)).toEqual(['request completed']);
  });
});
