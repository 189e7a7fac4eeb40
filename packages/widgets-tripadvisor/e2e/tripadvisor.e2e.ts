// The TripAdvisor widget installed on a customer's page: the page on one origin pastes the
// snippets, embed.js and the runtime come from the built front-end host on another, and the widget
// configuration with its reviews from a stub of GET /embed/:id on a third. Build the host first
// (`pnpm turbo run build --filter @widgetry/host`).
import { defaultHtmlData, type TripadvisorSettings } from '@widgetry/contracts';
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
function settings(changes: Record<string, unknown> = {}): TripadvisorSettings {
  return Object.entries(changes).reduce(
    (value, [path, next]) => withValue(value, path.split('.'), next),
    defaultHtmlData('tripadvisor').tripadvisor,
  );
}

const answer = (value: TripadvisorSettings, data: unknown) => ({
  type: 'tripadvisor',
  htmlData: { tripadvisor: value },
  data,
});

let images: RunningServer | undefined;
let scene: EmbedScene | undefined;

beforeAll(async () => {
  images = await servePixelImages();
  const reviews = withOrigin(reviewsFixture('tripadvisor'), 'https://img.example', images.url);
  /** What the stub API knows, as GET /embed/:id answers it. */
  const widgets: Record<string, unknown> = {
    defaults: answer(settings(), reviews),
    styled: answer(
      settings({
        'header.logoAlignment': 'center',
        'button.buttonAlignment': 'right',
        'container.containerMaxWidth': '50%',
        'reviews.showTripType': false,
        'reviews.showReviewPhotos': false,
        'filters.numberOfRatings': '3',
        'filters.numberOfReviews': '5',
        'layout.layoutType': 'carousel',
      }),
      reviews,
    ),
    hostile: answer(settings(), hostileReviewsFixture('tripadvisor')),
    french: answer(settings({ language: 'fr' }), reviews),
  };
  scene = await startEmbedScene(
    widgets,
    (url) =>
      url.searchParams
        .getAll('id')
        .map((id) => `<div data-widgetry-id="${id}" data-type="tripadvisor"></div>`)
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

describe('the tripadvisor widget on a customer page', () => {
  it('shows the header with bubbles, the button row, trip types, photos and dates', async () => {
    const view = await visit(['defaults']);
    const widget = await shownReviewWidget(view.page, 'defaults');
    await widget.getByRole('heading', { name: 'Maple Court Apartments' }).waitFor();
    expect(await widget.locator('.wg-rv-head').getByRole('img', { name: 'Rated 4.5 out of 5' }).count()).toBe(1);
    expect(await widget.getByText('1,234 reviews').isVisible()).toBe(true);
    const write = widget.getByRole('link', { name: 'Write a review on Tripadvisor (opens in a new tab)' });
    expect(await write.getAttribute('href')).toBe('https://tripadvisor.example/maple-court/write');
    // Max Reviews defaults to 10, more than the six there are.
    expect(await widget.locator('.wg-rv-card').count()).toBe(6);
    const first = widget.locator('.wg-rv-card').first();
    expect(await first.getByText('Traveled as a couple').isVisible()).toBe(true);
    expect(await first.getByRole('img', { name: 'Photo 1 from Reviewer 1’s review' }).isVisible()).toBe(true);
    expect(await first.locator('time').textContent()).toBe('Oct 3, 2025');
    expect(await widget.locator('.wg-rv-card').nth(1).locator('time').textContent()).toBe('Sep 2025');
    // Settings reach the page as styles: the dark brand green button (#007a55), bold company name at 22px.
    expect(await write.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 122, 85)');
    const name = widget.getByRole('heading', { name: 'Maple Court Apartments' });
    expect(await name.evaluate((el) => getComputedStyle(el).fontSize)).toBe('22px');
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('applies alignment, width, toggles and filters, and turns a carousel', async () => {
    const view = await visit(['styled']);
    const widget = await shownReviewWidget(view.page, 'styled');
    const [box, host] = await Promise.all([widget.locator('.wg-rv').boundingBox(), widget.boundingBox()]);
    if (!box || !host) throw new Error('not laid out');
    expect(box.width / host.width).toBeCloseTo(0.5, 2);
    const write = widget.getByRole('link', { name: /^Write a review/ });
    const actions = await widget.locator('.wg-rv-actions').boundingBox();
    const button = await write.boundingBox();
    if (!actions || !button) throw new Error('not laid out');
    expect(actions.x + actions.width - (button.x + button.width)).toBeLessThan(1);
    expect(await widget.locator('.wg-rv-head').evaluate((el) => getComputedStyle(el).justifyContent)).toBe('center');
    expect(await widget.locator('.wg-rv-trip, .wg-rv-photos').count()).toBe(0);

    // "3 and up" keeps reviews 1, 2, 3 and 6, within the five allowed.
    const carousel = widget.getByRole('region', { name: 'Tripadvisor reviews' });
    const labels = () =>
      carousel
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    expect(await labels()).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    const current = () =>
      carousel
        .locator('[aria-roledescription="slide"]:visible')
        .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    // Half the page holds one slide at a time (two need 600 px of track).
    await expect.poll(current).toEqual(['1 of 4']);
    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect.poll(current).toEqual(['2 of 4']);
    await view.page.keyboard.press('ArrowRight');
    await expect.poll(current).toEqual(['3 of 4']);
    await view.page.keyboard.press('End');
    await expect.poll(current).toEqual(['4 of 4']);
    await view.page.keyboard.press('ArrowRight');
    await expect.poll(current).toEqual(['1 of 4']);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('speaks French with the catalogue the host serves for TripAdvisor, trip types included (issue 32)', async () => {
    const view = await visit(['french']);
    const widget = await shownReviewWidget(view.page, 'french');
    expect(await widget.locator('.wg-root').getAttribute('lang')).toBe('fr');
    expect(await widget.locator('.wg-rv-head').getByRole('img', { name: 'Noté 4,5 sur 5' }).count()).toBe(1);
    const write = widget.getByRole('link', { name: 'Écrire un avis sur Tripadvisor (s’ouvre dans un nouvel onglet)' });
    expect(await write.getAttribute('href')).toBe('https://tripadvisor.example/maple-court/write');
    const first = widget.locator('.wg-rv-card').first();
    expect(await first.locator('.wg-rv-trip').textContent()).toBe('Type de voyage\u00a0: En couple');
    expect(await first.getByRole('img', { name: 'Photo 1 de l’avis de Reviewer 1' }).isVisible()).toBe(true);
    expect(await first.locator('time').textContent()).toBe('3 oct. 2025');
    expect(await first.locator('.wg-rv-reply-label').textContent()).toBe('Réponse du propriétaire');
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('passes axe-core with the contract defaults, in the list and in the carousel', async () => {
    const view = await visit(['defaults', 'styled']);
    for (const id of ['defaults', 'styled']) await shownReviewWidget(view.page, id);
    await (await shownReviewWidget(view.page, 'defaults')).getByRole('button', { name: 'Read more' }).first().click();
    const audit = await axeAudit(view.page);
    expect(audit.violations).toEqual([]);
    expect(audit.inShadow).toBeGreaterThan(50);
    await view.page.context().close();
  });

  it('shows hostile review data as text and leaves nothing injected', async () => {
    const view = await visit(['hostile']);
    const widget = await shownReviewWidget(view.page, 'hostile');
    expect(await widget.locator('h2').textContent()).toBe(HOSTILE_REVIEW.markup);
    expect(await widget.locator('.wg-rv-trip').first().textContent()).toBe(`Trip type: ${HOSTILE_REVIEW.markup}`);
    for (const button of await widget.getByRole('button').all()) await button.click();
    const traces = await view.page.evaluate(injectionTraces);
    expectNoInjection(traces);
    expect(traces.widgets[0]?.attributes.filter((item) => /javascript:/i.test(item))).toEqual([]);
    expect(await view.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });
});
