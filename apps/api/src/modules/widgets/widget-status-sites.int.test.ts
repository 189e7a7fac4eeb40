import { SITE_VISITOR_DAYS, WIDGET_API_MESSAGES, WIDGET_MESSAGES } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

/** Sites written straight to the table have no visitors yet. */
const NO_VISITORS = { visitors: 0, visitorsByDay: new Array<number>(SITE_VISITOR_DAYS).fill(0) };

describe.each(databaseTargets())('widget status and installations on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let owner: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
    stranger = await account(ctx.app, ctx.database.db, 'stranger@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const request = (method: 'GET' | 'DELETE', url: string, who: TestAccount) =>
    ctx.app.inject({ method, url, headers: who.headers });

  async function widgetWithSites(domains: string[]) {
    const widget = await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated });
    const rows = await ctx.database.db
      .insert(sites)
      .values(
        domains.map((domain, index) => ({
          widgetId: widget.id,
          domain,
          lastSeen: new Date(Date.UTC(2030, 0, 1 + index)),
        })),
      )
      .returning();
    return { widget, rows };
  }

  describe('GET /widget/status/:id', () => {
    it('answers nulls for a free widget that was never paid for', async () => {
      const widget = await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated });
      const response = await request('GET', `/widget/status/${widget.id}`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ subStatus: null, expires: null, hostedUrl: null });
    });

    it('answers the subscription of a paid widget, the renewal date as ISO', async () => {
      const widget = await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.yelp,
        subStatus: 'incomplete',
        expires: new Date('2031-02-03T04:05:06.000Z'),
        hostedUrl: 'https://checkout.example/pay/123',
      });
      const response = await request('GET', `/widget/status/${widget.id}`, owner);
      expect(response.json()).toEqual({
        subStatus: 'incomplete',
        expires: '2031-02-03T04:05:06.000Z',
        hostedUrl: 'https://checkout.example/pay/123',
      });
    });

    it("answers 404 for another user's widget", async () => {
      const widget = await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated });
      const response = await request('GET', `/widget/status/${widget.id}`, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: WIDGET_MESSAGES.notFound });
    });
  });

  describe('DELETE /widget/:widgetId/site/:siteId', () => {
    it('deletes the installation and answers the remaining ones, most recently seen first', async () => {
      const { widget, rows } = await widgetWithSites(['a.example', 'b.example', 'null']);
      const [first, second, third] = rows;
      if (!first || !second || !third) throw new Error('sites not inserted');
      const response = await request('DELETE', `/widget/${widget.id}/site/${second.id}`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        sites: [
          { _id: third.id, id: third.id, domain: 'null', lastSeen: '2030-01-03T00:00:00.000Z', ...NO_VISITORS },
          { _id: first.id, id: first.id, domain: 'a.example', lastSeen: '2030-01-01T00:00:00.000Z', ...NO_VISITORS },
        ],
      });
      const left = await ctx.database.db.select().from(sites).where(eq(sites.widgetId, widget.id));
      expect(left.map((site) => site.domain).sort()).toEqual(['a.example', 'null']);
    });

    it('counts the installations on the widget itself and lists them on its sites route', async () => {
      const { widget } = await widgetWithSites(['shop.example.com']);
      const response = await request('GET', `/widget/${widget.id}`, owner);
      expect(response.json().widget.siteCount).toBe(1);
      expect(response.json().widget).not.toHaveProperty('sites');
      const listed = await request('GET', `/widget/${widget.id}/sites`, owner);
      expect(listed.json().sites).toEqual([
        expect.objectContaining({ domain: 'shop.example.com', lastSeen: '2030-01-01T00:00:00.000Z' }),
      ]);
    });

    it("answers 404 for another user's widget and keeps the installation", async () => {
      const { widget, rows } = await widgetWithSites(['kept.example']);
      const site = rows[0];
      if (!site) throw new Error('site not inserted');
      const response = await request('DELETE', `/widget/${widget.id}/site/${site.id}`, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: WIDGET_MESSAGES.notFound });
      expect(await ctx.database.db.select().from(sites).where(eq(sites.id, site.id))).toHaveLength(1);
    });

    it("answers 404 for an unknown site, a malformed id and another widget's site", async () => {
      const { widget } = await widgetWithSites(['mine.example']);
      const other = await widgetWithSites(['other.example']);
      const otherSite = other.rows[0];
      if (!otherSite) throw new Error('site not inserted');
      for (const siteId of ['00000000-0000-4000-8000-000000000000', 'nope', otherSite.id]) {
        const response = await request('DELETE', `/widget/${widget.id}/site/${siteId}`, owner);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: WIDGET_API_MESSAGES.siteNotFound });
      }
      expect(await ctx.database.db.select().from(sites).where(eq(sites.id, otherSite.id))).toHaveLength(1);
    });

    it('deletes the installations together with their widget', async () => {
      const { widget } = await widgetWithSites(['gone.example']);
      expect((await request('DELETE', `/widget/${widget.id}`, owner)).statusCode).toBe(200);
      expect(await ctx.database.db.select().from(sites).where(eq(sites.widgetId, widget.id))).toEqual([]);
    });
  });

  describe('GET /widget/:id/sites', () => {
    const domains = Array.from({ length: 7 }, (_, index) => `site${index}.example.com`);

    it('pages through the installations, most recently seen first, with the total on every page', async () => {
      const { widget, rows } = await widgetWithSites(domains);
      const byNewest = [...rows].reverse().map((row) => ({
        _id: row.id,
        id: row.id,
        domain: row.domain,
        lastSeen: row.lastSeen.toISOString(),
        ...NO_VISITORS,
      }));
      const first = await request('GET', `/widget/${widget.id}/sites?limit=3`, owner);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ sites: byNewest.slice(0, 3), total: 7, page: 1, limit: 3 });
      const third = await request('GET', `/widget/${widget.id}/sites?page=3&limit=3`, owner);
      expect(third.json()).toEqual({ sites: byNewest.slice(6), total: 7, page: 3, limit: 3 });
      const beyond = await request('GET', `/widget/${widget.id}/sites?page=9&limit=3`, owner);
      expect(beyond.json()).toEqual({ sites: [], total: 7, page: 9, limit: 3 });
      const byDefault = await request('GET', `/widget/${widget.id}/sites`, owner);
      expect(byDefault.json()).toMatchObject({ total: 7, page: 1, limit: 20 });
      expect(byDefault.json().sites).toHaveLength(7);
    });

    it('carries only the count in the widget list', async () => {
      const { widget } = await widgetWithSites(domains);
      const response = await request('GET', '/widget/', owner);
      const listed = response.json().find((item: { id: string }) => item.id === widget.id);
      expect(listed).toMatchObject({ id: widget.id, siteCount: 7 });
      expect(listed).not.toHaveProperty('sites');
    });

    it("answers 404 for another user's widget, 401 signed out and 400 for a bad page", async () => {
      const { widget } = await widgetWithSites(['private.example.com']);
      const foreign = await request('GET', `/widget/${widget.id}/sites`, stranger);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: WIDGET_MESSAGES.notFound });
      const signedOut = await ctx.app.inject({ method: 'GET', url: `/widget/${widget.id}/sites` });
      expect(signedOut.statusCode).toBe(401);
      for (const query of ['page=0', 'limit=101', 'page=x']) {
        const response = await request('GET', `/widget/${widget.id}/sites?${query}`, owner);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('fieldErrors');
      }
    });
  });
});
