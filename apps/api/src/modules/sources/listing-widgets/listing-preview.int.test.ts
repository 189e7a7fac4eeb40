import { LISTING_PREVIEW_MESSAGES, listingsDataSchema, SOURCE_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import { type FixtureAnswer, fixtureFetcher } from '../../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../../test-support/test-app';

// The editor's preview of a listing widget (spec 001 §4, §7) through the app: the source is read
// when the URL or group changed (isUrlChanged) or a reload is asked for, otherwise the cache is
// re-rendered; the answer carries the listings beside the markup, and an error in a customer's
// words when they are old or missing.

const FIXTURES = new URL('../listings/appfolio/fixtures/', import.meta.url);
const RENTVINE_FIXTURES = new URL('../listings/rentvine/fixtures/', import.meta.url);
const RENTVINE_API = 'https://acme.rentvine.com/api/public/listings';
const ACME = 'https://acme.appfolio.com';
const PAGE = `${ACME}/listings`;
const GROUPED = `${PAGE}?filters%5Bproperty_list%5D=Downtown`;
const GONE = 'https://gone.appfolio.com/listings';
const detail = (uid: string) => `${ACME}/listings/detail/${uid}`;

describe.each(databaseTargets())('listing widget preview on $name', (target) => {
  let ctx: TestContext;
  const answers: Record<string, FixtureAnswer | string> = {
    [PAGE]: 'listings-page.html',
    [GROUPED]: 'no-vacancies.html',
    [GONE]: 'company-left.html',
    [detail('3f2a9c1e-5b7d-4e8f-9a10-1b2c3d4e5f60')]: 'detail-101.html',
    [detail('7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5')]: 'detail-102.html',
    [detail('c9e8d7f6-a5b4-4c3d-9e2f-1a0b9c8d7e6f')]: 'detail-102.html',
  };
  const fetcher = fixtureFetcher(FIXTURES, answers);

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { sources: { fetcher } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const preview = (appfolio: Record<string, unknown>, flags: Record<string, boolean> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/widget/preview/',
      payload: { widget: { widgetType: { name: 'appfolio' }, htmlData: { appfolio }, ...flags } },
    });
  const pageReads = () => fetcher.urls().filter((url) => !url.includes('/detail/'));

  it('asks for the listings URL while there is none, reading nothing', async () => {
    const response = await preview({ appfolioUrl: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().error).toBe(SOURCE_MESSAGES.appfolio);
    expect(fetcher.requests).toHaveLength(0);
  });

  it('says there is no AppFolio listings page at an address of another site, reading nothing', async () => {
    const response = await preview({ appfolioUrl: 'https://www.example.com/rentals' }, { isUrlChanged: true });
    expect(response.json().error).toBe(
      "There's no AppFolio listings page at this address. Copy the address of your company's listings page on AppFolio.",
    );
    expect(fetcher.requests).toHaveLength(0);
  });

  it('reads the page when the URL changed, with the listings beside the markup', async () => {
    const response = await preview({ appfolioUrl: PAGE }, { isUrlChanged: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBeUndefined();
    expect(pageReads()).toEqual([PAGE]);
    const data = listingsDataSchema.parse(body.data.sourceData);
    expect(data.listings.map((l) => l.id)).toHaveLength(3);
    expect(typeof body.data.serveData).toBe('string');
    // A listing's markup is never run: the runtime shows it as text.
    expect(body.data.serveData).not.toContain('<img src=x onerror');
  });

  it('re-renders from the cache for any other edit, without reading the site again', async () => {
    const response = await preview({ appfolioUrl: PAGE, appfolioCol: 4, appfolioSortOrder: 'rent_asc' });
    expect(response.statusCode).toBe(200);
    expect(pageReads()).toEqual([PAGE]);
    expect(listingsDataSchema.parse(response.json().data.sourceData).listings).toHaveLength(3);
  });

  it('reads the group at once when it changes, and a group without vacancies shows none', async () => {
    const response = await preview({ appfolioUrl: PAGE, group: 'Downtown' }, { isUrlChanged: true });
    expect(pageReads()).toEqual([PAGE, GROUPED]);
    expect(response.json().error).toBeUndefined();
    expect(listingsDataSchema.parse(response.json().data.sourceData).listings).toEqual([]);
  });

  it('says AppFolio is blocking us and shows the listings read earlier, with their date', async () => {
    answers[PAGE] = { status: 403 };
    const response = await preview({ appfolioUrl: PAGE }, { isReloadRequired: true });
    const body = response.json();
    expect(body.error).toMatch(
      /^AppFolio isn't letting us read your listings right now, so this shows the listings we read on \w{3} \d{1,2}, \d{4}\.$/,
    );
    expect(listingsDataSchema.parse(body.data.sourceData).listings).toHaveLength(3);
  });

  it('says AppFolio could not be reached, with the listings read earlier', async () => {
    answers[PAGE] = { status: 503 };
    const response = await preview({ appfolioUrl: PAGE }, { isUrlChanged: true });
    expect(response.json().error).toMatch(
      /^We couldn't reach AppFolio just now, so this shows the listings we read on /,
    );
  });

  it('says a company that left AppFolio is no longer there', async () => {
    const response = await preview({ appfolioUrl: GONE }, { isUrlChanged: true });
    expect(response.json().error).toBe(LISTING_PREVIEW_MESSAGES.leftPlatform.replaceAll('{site}', 'AppFolio'));
    expect(response.json().data.sourceData).toBeNull();
  });

  it('previews a Rentvine widget with its group, reading the company once for every group', async () => {
    const rentvine = fixtureFetcher(RENTVINE_FIXTURES, { [RENTVINE_API]: 'listings.json' });
    const app = await createTestApp(target, undefined, { sources: { fetcher: rentvine } });
    try {
      const previewRentvine = (group: string, flags: Record<string, boolean>) =>
        app.app.inject({
          method: 'POST',
          url: '/widget/preview/',
          payload: {
            widget: {
              widgetType: { name: 'rentvine' },
              htmlData: { rentvine: { rentvineUrl: 'https://acme.rentvine.com/', group } },
              ...flags,
            },
          },
        });
      const all = await previewRentvine('', { isUrlChanged: true });
      expect(all.json().error).toBeUndefined();
      expect(listingsDataSchema.parse(all.json().data.sourceData).listings.map((l) => l.id)).toEqual([
        '9002',
        '9001',
        '9004',
      ]);
      const uptown = await previewRentvine('Uptown', {});
      expect(listingsDataSchema.parse(uptown.json().data.sourceData).listings.map((l) => l.id)).toEqual(['9004']);
      expect(rentvine.urls()).toEqual([RENTVINE_API]);
    } finally {
      await app.close();
    }
  });
});
