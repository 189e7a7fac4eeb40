// The Yelp widget installed on a customer's page: the page on one origin pastes the snippets,
// embed.js and the runtime come from the built front-end host on another, and the widget
// configuration with its reviews from a stub of GET /embed/:id on a third. Build the host first
// (`pnpm turbo run build --filter @widgetry/host`).
import { defaultHtmlData, type YelpSettings } from '@widgetry/contracts';
import {
  axeAudit,
  type EmbedScene,
  type RunningServer,
  type SceneVisit,
  servePixelImages,
  shownReviewWidget,
  startEmbedScene,
  withOrigin,
} from '@widgetry/tooling/e2e';
import {
  expectNoInjection,
  HOSTILE_REVIEW,
  hostileReviewsFixture,
  injectionTraces,
  reviewsFixture,
  withValue,
} from '@widgetry/widgets-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The defaults with `changes` (dotted path → value) applied. */
function settings(changes: Record<string, unknown> = {}): YelpSettings {
  return Object.entries(changes).reduce(
    (value, [path, next]) => withValue(value, path.split('.'), next),
    defaultHtmlData('yelp').yelp,
  );
}

const answer = (value: YelpSettings, data: unknown) => ({ type: 'yelp', htmlData: { yelp: value }, data });

let images: RunningServer | undefined;
let scene: EmbedScene | undefined;

beforeAll(async () => {
  images = await servePixelImages();
  const reviews = withOrigin(reviewsFixture('yelp'), 'https://img.example', images.url);
  /** What the stub API knows, as GET /embed/:id answers it. */
  const widgets: Record<string, unknown> = {
    defaults: answer(settings(), reviews),
    custom: answer(
      settings({
        companyName: 'Maple Court',
        'header.headerFontItalic': 'on',
        'header.headerBg': '#fff4f4',
        'button.wordCountThreshold': 10,
        'cards.reviewPhothoStatus': 'on',
        'cards.reactionBarStatus': 'off',
        'reviews.reviewlayout': 'carousel',
        'reviews.reviewFilter': '4',
        fetchReviews: 5,
      }),
      reviews,
    ),
    unfetched: answer(settings({ businessId: 'maple-court-seattle', companyName: 'Maple Court' }), null),
    hostile: answer(settings(), hostileReviewsFixture('yelp')),
    german: answer(settings({ language: 'de' }), reviews),
  };
  scene = await startEmbedScene(
    widgets,
    (url) =>
      url.searchParams
        .getAll('id')
        .map((id) => `<div data-widgetry-id="${id}" data-type="yelp"></div>`)
        .join('\n<p>Between widgets</p>\n'),
    { stubFonts: true },
  );
});

afterAll(async () => {
  await scene?.close();
  await images?.close();
});

function visit(ids: string[]): Promise<SceneVisit> {
  if (!scene) throw new Error('the servers did not start');
  return scene.open(ids, { context: { viewport: { width: 1280, height: 900 } } });
}

describe('the yelp widget on a customer page', () => {
  it('shows the header, the reaction bar, and Read more at 50 words as a red button', async () => {
    const view = await visit(['defaults']);
    const widget = await shownReviewWidget(view.page, 'defaults');
    await widget.getByRole('heading', { name: 'Maple Court Apartments' }).waitFor();
    expect(await widget.getByText('1,234 reviews').isVisible()).toBe(true);
    const add = widget.getByRole('link', { name: 'Write a review on Yelp (opens in a new tab)' });
    expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(211, 35, 35)');
    const reactions = widget.getByRole('link', {
      name: 'React to this review on Yelp: Useful Funny Cool (opens in a new tab)',
    });
    expect(await reactions.count()).toBe(6);
    expect(await reactions.first().getAttribute('href')).toBe('https://reviews.example/r1');
    // Photos are off by default (reviewPhothoStatus).
    expect(await widget.locator('.wg-rv-photos').count()).toBe(0);

    const more = widget.getByRole('button', { name: 'Read more' });
    expect(await more.count()).toBe(1);
    expect(await more.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(211, 35, 35)');
    const text = widget.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    expect(await text.locator('.wg-rv-rest').isVisible()).toBe(false);
    await more.press('Enter');
    expect(await widget.getByRole('button', { name: 'Read less' }).getAttribute('aria-expanded')).toBe('true');
    expect(await text.locator('.wg-rv-rest').isVisible()).toBe(true);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('uses the custom name, word limit, photos, filter and count in a carousel', async () => {
    const view = await visit(['custom']);
    const widget = await shownReviewWidget(view.page, 'custom');
    const name = widget.getByRole('heading', { name: 'Maple Court', exact: true });
    expect(await name.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
    expect(await widget.locator('.wg-rv-head').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 244, 244)',
    );
    const carousel = widget.getByRole('region', { name: 'Yelp reviews' });
    const labels = await carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    // "4 and up" keeps reviews 1, 2 and 6.
    expect(labels).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(await widget.locator('.wg-rv-reactions').count()).toBe(0);
    expect(await widget.getByRole('img', { name: 'Photo 2 from Reviewer 1’s review' }).isVisible()).toBe(true);
    // Wide enough for all three slides; the second review is cut at 10 words.
    await expect.poll(() => carousel.locator('[aria-roledescription="slide"]:visible').count()).toBe(3);
    expect(await widget.locator('.wg-rv-more').count()).toBe(1);
    expect(await widget.locator('.wg-rv-card').nth(1).locator('.wg-rv-rest').textContent()).toMatch(/^ word11 /);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('before its reviews are fetched, shows the name, Add Review for the Business ID and the empty state', async () => {
    const view = await visit(['unfetched']);
    const widget = await shownReviewWidget(view.page, 'unfetched');
    await widget.getByRole('heading', { name: 'Maple Court' }).waitFor();
    expect(await widget.getByRole('link', { name: /^Write a review on Yelp/ }).getAttribute('href')).toBe(
      'https://www.yelp.com/writeareview/biz/maple-court-seattle',
    );
    expect(await widget.getByText('No reviews to show yet.').isVisible()).toBe(true);
    expect(await widget.locator('.wg-rv-card').count()).toBe(0);
    await view.page.context().close();
  });

  it('speaks German with the catalogue the host serves for Yelp, the reaction bar included (issue 32)', async () => {
    const view = await visit(['german']);
    const widget = await shownReviewWidget(view.page, 'german');
    expect(await widget.locator('.wg-root').getAttribute('lang')).toBe('de');
    expect(await widget.locator('.wg-rv-total').textContent()).toBe('1.234 Bewertungen');
    const reactions = widget.getByRole('link', {
      name: 'Auf Yelp auf diese Bewertung reagieren: Hilfreich Lustig Cool (öffnet sich in einem neuen Tab)',
    });
    expect(await reactions.count()).toBe(6);
    await widget.getByRole('button', { name: 'Mehr lesen' }).click();
    expect(await widget.getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-expanded')).toBe('true');
    expect(await widget.locator('.wg-rv-card').nth(1).locator('time').textContent()).toBe('Sept. 2025');
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('passes axe-core (WCAG 2 A and AA) with its defaults and as a carousel, several widgets on one page', async () => {
    const view = await visit(['defaults', 'custom', 'unfetched']);
    for (const id of ['defaults', 'custom', 'unfetched']) await shownReviewWidget(view.page, id);
    const audit = await axeAudit(view.page);
    expect(audit.violations).toEqual([]);
    expect(audit.inShadow).toBeGreaterThan(50);
    await view.page.context().close();
  });

  it('shows hostile review data as text and leaves nothing injected', async () => {
    const view = await visit(['hostile']);
    const widget = await shownReviewWidget(view.page, 'hostile');
    expect(await widget.locator('h2').textContent()).toBe(HOSTILE_REVIEW.markup);
    for (const button of await widget.getByRole('button').all()) await button.click();
    const traces = await view.page.evaluate(injectionTraces);
    expectNoInjection(traces);
    expect(traces.widgets[0]?.attributes.filter((item) => /javascript:/i.test(item))).toEqual([]);
    expect(await view.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });
});
