import {
  ALLOWED_SITES_MESSAGES,
  EMBED_ERRORS,
  SITE_VISITOR_DAYS,
  widgetInstallationResponseSchema,
  widgetResponseSchema,
  widgetSitesResponseSchema,
} from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createEmbedTestApp } from '../../test-support/embed-test-app';
import { eventually } from '../../test-support/eventually';
import type { TestContext } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { createEmbedRepository } from './embed.repository';
import { EMBED_CACHE_CONTROL, EMBED_REFUSED_CACHE_CONTROL } from './embed.routes';
import type { InstallationRecorder } from './installation-recorder';

// Issue 14 "Controls competitors give customers": allowed sites, pause, visitors per site and the
// installation check, through the API as the dashboard and embed.js call it.

/** Ceiling for a condition the app reaches on its own (a visitor flush, every TEST_VIEW_FLUSH_MS here). */
const FLUSH_WAIT = { ceilingMs: 30_000, intervalMs: 50 };

describe.each(databaseTargets())('widget controls on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  let other: TestAccount;
  let installations: InstallationRecorder;
  const now = () => new Date();

  beforeAll(async () => {
    ({ ctx, installations } = await createEmbedTestApp(target, now));
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'controls-owner@example.com');
    other = await account(ctx.app, ctx.database.db, 'controls-other@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const embed = (id: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.1') =>
    ctx.app.inject({ method: 'GET', url: `/embed/${id}`, headers, remoteAddress });

  async function save(
    method: 'POST' | 'PUT',
    widget: Record<string, unknown>,
    id = '',
    type: keyof typeof types = 'prorated',
  ) {
    return ctx.app.inject({
      method,
      url: method === 'POST' ? '/widget/' : `/widget/${id}`,
      headers: owner.headers,
      payload: { widget: { title: 'Controlled', widgetType: types[type], htmlData: {}, ...widget } },
    });
  }

  async function create(widget: Record<string, unknown> = {}, type: keyof typeof types = 'prorated') {
    const response = await save('POST', widget, '', type);
    expect(response.statusCode).toBe(200);
    return widgetResponseSchema.parse(response.json()).widget;
  }

  describe('allowed sites', () => {
    it('are saved normalised with PUT /widget/{id} and returned by GET /widget/{id} and GET /widget/', async () => {
      const widget = await create();
      expect(widget.allowedSites).toEqual([]);
      const put = await save(
        'PUT',
        { allowedSites: ['https://Shop.Example.com/rent', '*.Agency.com', 'shop.example.com'] },
        widget.id,
      );
      expect(put.statusCode).toBe(200);
      expect(put.json().widget.allowedSites).toEqual(['shop.example.com', '*.agency.com']);
      const get = await ctx.app.inject({ method: 'GET', url: `/widget/${widget.id}`, headers: owner.headers });
      expect(get.json().widget.allowedSites).toEqual(['shop.example.com', '*.agency.com']);
      const list = await ctx.app.inject({ method: 'GET', url: '/widget/', headers: owner.headers });
      const listed = list.json().find((entry: { id: string }) => entry.id === widget.id);
      expect(listed.allowedSites).toEqual(['shop.example.com', '*.agency.com']);
      // A save without the field (the editor's) keeps them.
      await save('PUT', { title: 'Renamed' }, widget.id);
      const kept = await ctx.app.inject({ method: 'GET', url: `/widget/${widget.id}`, headers: owner.headers });
      expect(kept.json().widget.allowedSites).toEqual(['shop.example.com', '*.agency.com']);
    });

    it('refuse a private or malformed entry with a field error and a list past the cap', async () => {
      const widget = await create();
      const bad = await save('PUT', { allowedSites: ['example.com', 'localhost'] }, widget.id);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain(ALLOWED_SITES_MESSAGES.invalid);
      const many = await save('PUT', { allowedSites: Array.from({ length: 51 }, (_, i) => `s${i}.com`) }, widget.id);
      expect(many.statusCode).toBe(400);
    });

    it('serve the widget on a listed site and answer 403 "site not allowed" elsewhere, never cached', async () => {
      const widget = await create({ allowedSites: ['shop.example.com', '*.agency.com'] });
      expect((await embed(widget.id, { origin: 'https://shop.example.com' })).statusCode).toBe(200);
      expect((await embed(widget.id, { referer: 'https://a.agency.com/page' })).statusCode).toBe(200);
      const elsewhere: Record<string, string>[] = [
        { origin: 'https://elsewhere.com' },
        { referer: 'https://agency.com/' },
        {},
      ];
      for (const headers of elsewhere) {
        const refused = await embed(widget.id, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: EMBED_ERRORS.siteNotAllowed });
        expect(refused.headers['cache-control']).toBe(EMBED_REFUSED_CACHE_CONTROL);
        expect(refused.headers.etag).toBeUndefined();
        expect(refused.headers['access-control-allow-origin']).toBe('*');
      }
      // A browser's kept tag does not get a 304 past the rule.
      const served = await embed(widget.id, { origin: 'https://shop.example.com' });
      const revalidated = await embed(widget.id, {
        origin: 'https://elsewhere.com',
        'if-none-match': String(served.headers.etag),
      });
      expect(revalidated.statusCode).toBe(403);
      // Emptying the list allows every site at once.
      await save('PUT', { allowedSites: [] }, widget.id);
      expect((await embed(widget.id, { origin: 'https://elsewhere.com' })).statusCode).toBe(200);
    });

    it('hold an accessibility menu without a list to the website typed as its address', async () => {
      const widget = await create({ htmlData: { accessibility: { domainUrl: 'MySite.com' } } }, 'accessibility');
      expect(widget.htmlData.accessibility).toMatchObject({ domainUrl: encodeURIComponent('https://mysite.com') });
      expect((await embed(widget.id, { origin: 'https://mysite.com' })).statusCode).toBe(200);
      expect((await embed(widget.id, { origin: 'https://www.mysite.com' })).statusCode).toBe(200);
      expect((await embed(widget.id, { origin: 'https://other.com' })).json()).toEqual({
        error: EMBED_ERRORS.siteNotAllowed,
      });
      // The owner's own list wins.
      await save(
        'PUT',
        { allowedSites: ['other.com'], htmlData: { accessibility: { domainUrl: 'mysite.com' } } },
        widget.id,
        'accessibility',
      );
      expect((await embed(widget.id, { origin: 'https://other.com' })).statusCode).toBe(200);
      expect((await embed(widget.id, { origin: 'https://mysite.com' })).statusCode).toBe(403);
    });
  });

  describe('pause', () => {
    it('PUT /widget/{id}/paused answers the widget; embed answers 403 "paused" until resumed, at once', async () => {
      const widget = await create();
      const warm = await embed(widget.id, { origin: 'https://shop.example.com' });
      expect(warm.statusCode).toBe(200);
      expect(warm.headers['cache-control']).toBe(EMBED_CACHE_CONTROL);
      expect(EMBED_CACHE_CONTROL).toContain('no-cache');

      const pause = await ctx.app.inject({
        method: 'PUT',
        url: `/widget/${widget.id}/paused`,
        headers: owner.headers,
        payload: { paused: true },
      });
      expect(pause.statusCode).toBe(200);
      expect(widgetResponseSchema.parse(pause.json()).widget.paused).toBe(true);
      // The warm cache entry was invalidated: the clock did not move.
      const paused = await embed(widget.id, {
        origin: 'https://shop.example.com',
        'if-none-match': String(warm.headers.etag),
      });
      expect(paused.statusCode).toBe(403);
      expect(paused.json()).toEqual({ error: EMBED_ERRORS.paused });
      expect(paused.headers['cache-control']).toBe(EMBED_REFUSED_CACHE_CONTROL);
      expect(paused.headers.etag).toBeUndefined();

      const resume = await ctx.app.inject({
        method: 'PUT',
        url: `/widget/${widget.id}/paused`,
        headers: owner.headers,
        payload: { paused: false },
      });
      expect(resume.json().widget.paused).toBe(false);
      expect((await embed(widget.id, { origin: 'https://shop.example.com' })).statusCode).toBe(200);
    });

    it('is accepted inside PUT /widget/{id} too, and only from the owner', async () => {
      const widget = await create();
      const put = await save('PUT', { paused: true }, widget.id);
      expect(put.json().widget.paused).toBe(true);
      expect((await embed(widget.id)).json()).toEqual({ error: EMBED_ERRORS.paused });
      const stranger = await ctx.app.inject({
        method: 'PUT',
        url: `/widget/${widget.id}/paused`,
        headers: other.headers,
        payload: { paused: false },
      });
      expect(stranger.statusCode).toBe(404);
      const invalid = await ctx.app.inject({
        method: 'PUT',
        url: `/widget/${widget.id}/paused`,
        headers: owner.headers,
        payload: { paused: 'no' },
      });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('visitors per site and the installation check', () => {
    /**
     * Records the sites first, as an earlier page view would have: a visitor is written only once
     * its site's row exists, and each counts once a day, so a first view racing its row's insert
     * would make the counts depend on timing.
     */
    async function recorded(widgetId: string, domains: string[]): Promise<void> {
      await createEmbedRepository(ctx.database.db).upsertSites(
        domains.map((domain) => ({ widgetId, domain, seenAt: now() })),
        { newSites: new Map([[widgetId, domains.length]]), maxSites: 200 },
      );
    }

    // Issue 25 §5 changed this from requests to visitors: each address (with its user agent)
    // counts once per site and day, so the three visitors here each view the page twice.
    it('counts served visitors per site and day, written in a batch within seconds', async () => {
      const widget = await create();
      await recorded(widget.id, ['views.example.com', 'quiet.example.com']);
      for (const address of [
        '203.0.113.1',
        '203.0.113.2',
        '203.0.113.3',
        '203.0.113.1',
        '203.0.113.2',
        '203.0.113.3',
      ]) {
        await embed(widget.id, { origin: 'https://views.example.com' }, address);
      }
      await embed(widget.id, { origin: 'https://quiet.example.com' });
      await embed(widget.id, { origin: 'https://quiet.example.com' });
      await installations.settle();
      const read = async () =>
        widgetSitesResponseSchema.parse(
          (await ctx.app.inject({ method: 'GET', url: `/widget/${widget.id}/sites`, headers: owner.headers })).json(),
        );
      const page = await eventually(read, (answer) => answer.sites.some((site) => site.visitors === 3), FLUSH_WAIT);
      const busy = page.sites.find((site) => site.domain === 'views.example.com');
      expect(busy?.visitors).toBe(3);
      expect(busy?.visitorsByDay).toHaveLength(SITE_VISITOR_DAYS);
      expect(busy?.visitorsByDay.at(-1)).toBe(3);
      expect(busy?.visitorsByDay.slice(0, -1).every((n) => n === 0)).toBe(true);
      const quiet = await eventually(read, (answer) => answer.sites.some((site) => site.visitors === 1), FLUSH_WAIT);
      expect(quiet.sites.find((site) => site.domain === 'quiet.example.com')?.visitors).toBe(1);
    });

    it('does not count a refused visitor', async () => {
      const widget = await create({ allowedSites: ['listed.example.com'] });
      await recorded(widget.id, ['listed.example.com', 'refused.example.com']);
      await embed(widget.id, { origin: 'https://refused.example.com' });
      await embed(widget.id, { origin: 'https://listed.example.com' });
      await installations.settle();
      const read = async () =>
        widgetSitesResponseSchema.parse(
          (await ctx.app.inject({ method: 'GET', url: `/widget/${widget.id}/sites`, headers: owner.headers })).json(),
        );
      const page = await eventually(read, (answer) => answer.sites.some((site) => site.visitors === 1), FLUSH_WAIT);
      expect(page.sites.find((site) => site.domain === 'listed.example.com')?.visitors).toBe(1);
      // Recorded, so the owner sees where it is pasted, but with no visitors.
      expect(page.sites.find((site) => site.domain === 'refused.example.com')?.visitors).toBe(0);
    });

    it('GET /widget/{id}/installation?site= says whether and when the widget was seen there', async () => {
      const widget = await create();
      const check = (site: string, headers = owner.headers) =>
        ctx.app.inject({
          method: 'GET',
          url: `/widget/${widget.id}/installation?site=${encodeURIComponent(site)}`,
          headers,
        });
      const before = await check('mysite.com');
      expect(before.statusCode).toBe(200);
      expect(widgetInstallationResponseSchema.parse(before.json())).toEqual({
        site: 'mysite.com',
        seen: false,
        lastSeen: null,
        domain: null,
      });
      await embed(widget.id, { referer: 'https://www.mysite.com/contact' });
      await installations.settle();
      const after = widgetInstallationResponseSchema.parse((await check('https://MySite.com/')).json());
      expect(after).toMatchObject({ site: 'mysite.com', seen: true, domain: 'www.mysite.com' });
      expect(after.lastSeen).not.toBeNull();
      expect((await check('www.mysite.com')).json().seen).toBe(true);
      expect((await check('notmysite.com')).json().seen).toBe(false);
      expect((await check('localhost')).statusCode).toBe(400);
      expect((await check('mysite.com', other.headers)).statusCode).toBe(404);
    });
  });
});
