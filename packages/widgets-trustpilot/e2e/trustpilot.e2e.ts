// The Trustpilot widget installed on a customer's page: the page on one origin pastes the
// snippets, embed.js and the runtime come from the built front-end host on another, and the widget
// configuration with its reviews from a stub of GET /embed/:id on a third. Build the host first
// (`pnpm turbo run build --filter @widgetry/host`).

import { defaultHtmlData, type TrustpilotSettings } from '@widgetry/contracts';
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
} from '@widgetry/widgets-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

function settings(change: Partial<TrustpilotSettings> = {}): TrustpilotSettings {
  return { ...defaultHtmlData('trustpilot').trustpilot, ...change };
}

const answer = (value: TrustpilotSettings, data: unknown) => ({
  type: 'trustpilot',
  htmlData: { trustpilot: value },
  data,
});

let images: RunningServer | undefined;
let scene: EmbedScene | undefined;

beforeAll(async () => {
  images = await servePixelImages();
  const reviews = withOrigin(reviewsFixture('trustpilot'), 'https://img.example', images.url);
  /** What the stub API knows, as GET /embed/:id answers it. */
  const widgets: Record<string, unknown> = {
    list: answer(settings(), reviews),
    carousel: answer(settings({ layout: 'carousel', color: '#1b2a3a', bgcolor: '#f4f7fb' }), reviews),
    masonry: answer(settings({ layout: 'masonry', reviewFilter: '4' }), reviews),
    empty: answer(settings(), null),
    hostile: answer(settings(), hostileReviewsFixture('trustpilot')),
    spanish: answer(settings({ language: 'es' }), reviews),
    arabic: answer(settings({ language: 'ar', layout: 'carousel' }), reviews),
  };
  scene = await startEmbedScene(
    widgets,
    (url) =>
      url.searchParams
        .getAll('id')
        .map((id) => `<div data-widgetry-id="${id}" data-type="trustpilot"></div>`)
        .join('\n<p>Between widgets</p>\n'),
    { stubFonts: true },
  );
});

afterAll(async () => {
  await scene?.close();
  await images?.close();
});

function visit(ids: string[], context: Parameters<EmbedScene['open']>[1] = {}): Promise<SceneVisit> {
  if (!scene) throw new Error('the servers did not start');
  return scene.open(ids, { context: { viewport: { width: 1280, height: 900 } }, ...context });
}

describe('the trustpilot widget on a customer page', () => {
  it('shows the header, the reviews and the attribution, and opens a long review with Read more', async () => {
    const view = await visit(['list']);
    const widget = await shownReviewWidget(view.page, 'list');
    await widget.getByRole('heading', { name: 'Maple Court Apartments' }).waitFor();
    expect(await widget.getByRole('img', { name: 'Rated 4.5 out of 5' }).count()).toBe(1);
    expect(await widget.getByText('1,234 reviews').isVisible()).toBe(true);
    const write = widget.getByRole('link', { name: 'Write a review on Trustpilot (opens in a new tab)' });
    expect(await write.getAttribute('href')).toBe('https://trustpilot.example/maple-court/write');
    expect(await widget.getByRole('list', { name: 'Trustpilot reviews' }).getByRole('listitem').count()).toBe(6);
    const source = widget.getByRole('link', { name: 'Reviews from Trustpilot (opens in a new tab)' });
    expect(await source.getAttribute('href')).toBe('https://trustpilot.example/maple-court');

    const more = widget.getByRole('button', { name: 'Read more' });
    const text = widget.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    const rest = text.locator('.wg-rv-rest');
    expect(await rest.isVisible()).toBe(false);
    expect(await text.locator('.wg-rv-dots').isVisible()).toBe(true);
    await more.click();
    const less = widget.getByRole('button', { name: 'Read less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await rest.isVisible()).toBe(true);
    expect(await rest.textContent()).toMatch(/^ word61 .* word80$/);
    expect(await text.locator('.wg-rv-dots').isVisible()).toBe(false);
    // The widget's colours came through the variables.
    expect(await widget.locator('.wg-rv').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('turns the carousel with its buttons and the arrow keys, one slide at a time when narrow', async () => {
    const view = await visit(['carousel'], { context: { viewport: { width: 480, height: 900 } } });
    const widget = await shownReviewWidget(view.page, 'carousel');
    const carousel = widget.getByRole('region', { name: 'Trustpilot reviews' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const current = () =>
      carousel
        .locator('[aria-roledescription="slide"]:visible')
        .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    await expect.poll(current).toEqual(['1 of 6']);
    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect.poll(current).toEqual(['2 of 6']);
    await view.page.keyboard.press('ArrowRight');
    await expect.poll(current).toEqual(['3 of 6']);
    await view.page.keyboard.press('End');
    await expect.poll(current).toEqual(['6 of 6']);
    await view.page.keyboard.press('ArrowRight');
    await expect.poll(current).toEqual(['1 of 6']);
    await carousel.getByRole('button', { name: 'Previous review' }).click();
    await expect.poll(current).toEqual(['6 of 6']);
    expect(await widget.locator('.wg-rv').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(27, 42, 58)');

    // Wide, three slides show at once.
    await view.page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await current()).length).toBe(3);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('slides in only where the visitor allows motion', async () => {
    const animation = async (reducedMotion: 'reduce' | 'no-preference') => {
      const view = await visit(['carousel'], {
        context: { viewport: { width: 480, height: 900 }, reducedMotion },
      });
      const widget = await shownReviewWidget(view.page, 'carousel');
      await widget.getByRole('button', { name: 'Next review' }).click();
      const name = await widget
        .locator('[aria-roledescription="slide"]:visible')
        .evaluate((el) => getComputedStyle(el).animationName);
      await view.page.context().close();
      return name;
    };
    expect(await animation('no-preference')).toBe('wg-rv-in');
    expect(await animation('reduce')).toBe('none');
  });

  it('lays masonry out in columns, filtered to 4 stars and up', async () => {
    const view = await visit(['masonry']);
    const widget = await shownReviewWidget(view.page, 'masonry');
    const list = widget.getByRole('list', { name: 'Trustpilot reviews' });
    expect(await list.getByRole('listitem').count()).toBe(3);
    expect(Number(await list.evaluate((el) => getComputedStyle(el).columnCount))).toBe(3);
    await view.page.context().close();
  });

  it('shows an empty state without reviews, never invented ones', async () => {
    const view = await visit(['empty']);
    const widget = await shownReviewWidget(view.page, 'empty');
    expect(await widget.getByText('No reviews to show yet.').isVisible()).toBe(true);
    expect(await widget.locator('.wg-rv-card').count()).toBe(0);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('passes axe-core (WCAG 2 A and AA) as a list and as a carousel, several widgets on one page', async () => {
    const view = await visit(['list', 'carousel', 'empty']);
    for (const id of ['list', 'carousel', 'empty']) await shownReviewWidget(view.page, id);
    await (await shownReviewWidget(view.page, 'list')).getByRole('button', { name: 'Read more' }).click();
    const audit = await axeAudit(view.page);
    expect(audit.violations).toEqual([]);
    expect(audit.inShadow).toBeGreaterThan(50);
    // Each widget's ids carry its own prefix.
    const ids = await view.page.evaluate(() =>
      [...document.querySelectorAll('[data-widgetry-id]')].flatMap((host) =>
        [...(host.shadowRoot?.querySelectorAll('[id]') ?? [])].map((el) => el.id),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
    await view.page.context().close();
  });

  it('speaks the language set in the editor with the catalogue the host serves (issue 32)', async () => {
    const view = await visit(['spanish']);
    const widget = await shownReviewWidget(view.page, 'spanish');
    expect(await widget.locator('.wg-root').getAttribute('lang')).toBe('es');
    expect(await widget.getByRole('img', { name: 'Valoración: 4,5 de 5' }).count()).toBe(1);
    expect(await widget.locator('.wg-rv-total').textContent()).toMatch(/^1[.\s\u00a0]?234 reseñas$/);
    expect(await widget.getByRole('list', { name: 'Reseñas de Trustpilot' }).getByRole('listitem').count()).toBe(6);
    await widget.getByRole('button', { name: 'Leer más' }).click();
    expect(await widget.getByRole('button', { name: 'Leer menos' }).getAttribute('aria-expanded')).toBe('true');
    expect(await widget.locator('time').first().textContent()).toBe('3 oct 2025');
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('lays an Arabic carousel out right to left, its arrows and keys mirrored (issue 32)', async () => {
    const view = await visit(['arabic'], { context: { viewport: { width: 480, height: 900 } } });
    const widget = await shownReviewWidget(view.page, 'arabic');
    const root = widget.locator('.wg-root');
    expect([await root.getAttribute('lang'), await root.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const carousel = widget.getByRole('region', { name: 'مراجعات Trustpilot' });
    const previous = carousel.getByRole('button', { name: 'المراجعة السابقة' });
    const next = carousel.getByRole('button', { name: 'المراجعة التالية' });
    // Previous is on the right and Next on the left, each chevron turned to point its way.
    const left = async (button: typeof next) => (await button.boundingBox())?.x ?? Number.NaN;
    expect(await left(previous)).toBeGreaterThan(await left(next));
    // A half star is filled on its right, where the rating starts.
    expect(
      await widget
        .locator('.wg-rv-head .wg-rv-stars svg')
        .last()
        .evaluate((svg) => getComputedStyle(svg).transform),
    ).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await next.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    const shown = () =>
      carousel
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) => slides.flatMap((slide, index) => ((slide as HTMLElement).hidden ? [] : [index])));
    await expect.poll(shown).toEqual([0]);
    await next.click();
    await expect.poll(shown).toEqual([1]);
    // The left arrow goes forward right to left.
    await view.page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toEqual([2]);
    await view.page.keyboard.press('ArrowRight');
    await expect.poll(shown).toEqual([1]);
    expect(await carousel.locator('.wg-rv-slide:visible .wg-rv-more').textContent()).toBe('اقرأ المزيد');
    // The header reads from the right: the logo, then the name, the button at the far left.
    const x = async (selector: string) => (await widget.locator(selector).boundingBox())?.x ?? Number.NaN;
    expect(await x('.wg-rv-logo')).toBeGreaterThan(await x('.wg-rv-name'));
    expect(await x('.wg-rv-name')).toBeGreaterThan(await x('.wg-rv-head .wg-rv-btn'));
    expect(await axeAudit(view.page).then((audit) => audit.violations)).toEqual([]);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('shows hostile review data as text and leaves nothing injected', async () => {
    const view = await visit(['hostile']);
    const widget = await shownReviewWidget(view.page, 'hostile');
    expect(await widget.locator('h2').textContent()).toBe(HOSTILE_REVIEW.markup);
    for (const button of await widget.getByRole('button').all()) await button.click();
    for (const card of await widget.locator('.wg-rv-card').all()) await card.hover();
    const traces = await view.page.evaluate(injectionTraces);
    expectNoInjection(traces);
    expect(traces.widgets[0]?.attributes.filter((item) => /javascript:/i.test(item))).toEqual([]);
    // The 20 000 characters without a space are cut behind Read more like any long text (the loop
    // above opened it): what shows first and the rest are the whole text, as text.
    const long = widget.locator('.wg-rv-card').nth(1);
    expect(await long.getByRole('button', { name: 'Read less' }).getAttribute('aria-expanded')).toBe('true');
    const shownText = await long.locator('.wg-rv-text').evaluate((el) =>
      [...el.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('wg-rv-dots')))
        .map((node) => node.textContent)
        .join(''),
    );
    expect(shownText).toBe(HOSTILE_REVIEW.long);
    // The long word wraps inside the card rather than widening the page.
    expect(await view.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });
});
