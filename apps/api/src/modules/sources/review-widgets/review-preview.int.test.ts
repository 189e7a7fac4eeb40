import { reviewsDataSchema, SOURCE_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import { fixtureFetcher } from '../../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../../test-support/test-app';

// The editor's preview of a review widget (spec 001 §4, §7) through the app: the source is read
// when the editor's flags ask for it, otherwise the cache is re-rendered; the answer carries the
// runtime's markup, the normalised data, and an error in a customer's words when data is old.

const FIXTURES = new URL('../reviews/trustpilot/fixtures/', import.meta.url);
const PROFILE = 'https://www.trustpilot.com/review/acme-widgets.com';
/** The page the adapter reads: the profile in all languages. */
const PAGE_1 = `${PROFILE}?languages=all`;

describe.each(databaseTargets())('review widget preview on $name', (target) => {
  let ctx: TestContext;
  const answers: Record<string, string | { status: number }> = { [PAGE_1]: 'page-current-1.html' };
  const fetcher = fixtureFetcher(FIXTURES, answers);

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { sources: { fetcher } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const preview = (trustpilot: Record<string, unknown>, flags: Record<string, boolean> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/widget/preview/',
      payload: { widget: { widgetType: { name: 'trustpilot' }, htmlData: { trustpilot }, ...flags } },
    });

  it('asks for the profile URL while there is none, reading nothing', async () => {
    const response = await preview({});
    expect(response.statusCode).toBe(200);
    expect(response.json().error).toBe(SOURCE_MESSAGES.trustpilot);
    expect(fetcher.requests).toHaveLength(0);
  });

  it('reads the profile when the URL changed and renders its reviews with the data beside them', async () => {
    const response = await preview({ url: PROFILE }, { isUrlChanged: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBeUndefined();
    expect(fetcher.urls()).toEqual([PAGE_1]);
    const data = reviewsDataSchema.parse(body.data.sourceData);
    expect(data.business.name).toBe('Acme Widgets');
    expect(body.data.serveData).toContain('Acme Widgets');
    expect(body.data.serveData).toContain('Maria Lopez');
    // A review's markup is shown as text, never run.
    expect(body.data.serveData).not.toContain('<script>alert');
    expect(body.data.serveData).toContain('&lt;script&gt;');
  });

  it('re-renders from the cache for any other edit, without reading the site again', async () => {
    const response = await preview({ url: PROFILE, reviewFilter: '5', layout: 'masonry' });
    expect(response.statusCode).toBe(200);
    expect(fetcher.urls()).toEqual([PAGE_1]);
    expect(response.json().data.serveData).toContain('Maria Lopez');
    expect(response.json().data.serveData).not.toContain('Tom B.');
  });

  it('says the site is blocking us and shows the reviews read earlier, with their date', async () => {
    answers[PAGE_1] = { status: 403 };
    const response = await preview({ url: PROFILE }, { isUrlChanged: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toMatch(
      /^Trustpilot isn't letting us read this page right now, so this shows the reviews we read on \w{3} \d{1,2}, \d{4}\.$/,
    );
    expect(body.data.serveData).toContain('Maria Lopez');
  });

  it('says when the address is not a Trustpilot profile', async () => {
    const response = await preview(
      { url: 'https://www.trustpilot.com/categories/electronics' },
      { isUrlChanged: true },
    );
    expect(response.json().error).toBe(
      "This isn't a Trustpilot business page. Copy the address of the business's page on Trustpilot.",
    );
  });
});
