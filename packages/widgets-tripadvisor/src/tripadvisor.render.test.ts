import { defaultHtmlData, type TripadvisorSettings, tripadvisorSettingsSchema } from '@widgetry/contracts';
import { tripadvisorDefaults } from '@widgetry/contracts/defaults/tripadvisor';
import { createI18n } from '@widgetry/widgets-core';
import { describeReviewRuntime, reviewsFixture, withValue } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_REVIEWS, maxReviews, tripadvisorRuntime, tripadvisorTranslations } from './index';

const defaults = (): TripadvisorSettings => defaultHtmlData('tripadvisor').tripadvisor;
const set = (path: string, value: unknown): TripadvisorSettings => withValue(defaults(), path.split('.'), value);

function render(
  value: TripadvisorSettings,
  data: unknown = reviewsFixture('tripadvisor'),
  i18n = createI18n(tripadvisorRuntime.messages),
) {
  return new DOMParser().parseFromString(tripadvisorRuntime.render(value, { i18n, idPrefix: 'ta-', data }), 'text/html')
    .body;
}
const authors = (value: TripadvisorSettings) =>
  [...render(value).querySelectorAll('.wg-rv-author')].map((el) => el.textContent);

describeReviewRuntime({
  source: 'tripadvisor',
  runtime: tripadvisorRuntime,
  defaults,
  parse: (value) => tripadvisorSettingsSchema.safeParse(value),
  unseenWithData: {
    url: 'the hotel or restaurant page; the data gives the page to link to',
    'filters.reviewPageCount': 'how many pages the API fetches; the runtime shows what it was given',
  },
});

describe('tripadvisor header and button', () => {
  it('shows the logo, company name, rating in bubbles and total by default, the button in its own row', () => {
    const body = render(defaults());
    const head = body.querySelector('.wg-rv-head');
    expect(head?.querySelector('.wg-rv-logo')).not.toBeNull();
    expect(head?.querySelector('h2')?.textContent).toBe('Maple Court Apartments');
    expect(head?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 4.5 out of 5');
    expect(head?.querySelector('path')?.getAttribute('d')).toContain('a10 10');
    expect(head?.querySelector('.wg-rv-total')?.textContent).toBe('1,234 reviews');
    expect(head?.querySelector('.wg-rv-btn')).toBeNull();
    expect(body.querySelector('.wg-rv-actions .wg-rv-btn')?.getAttribute('href')).toBe(
      'https://tripadvisor.example/maple-court/write',
    );
  });

  it.each([
    ['header.showLogo', '.wg-rv-head .wg-rv-logo'],
    ['header.showCompanyName', '.wg-rv-head h2'],
    ['header.showTotalReviews', '.wg-rv-head .wg-rv-total'],
    ['header.showRating', '.wg-rv-head .wg-rv-rating'],
    ['button.showWriteReview', '.wg-rv-actions .wg-rv-btn'],
  ])('hides what %s turns off', (path, selector) => {
    expect(render(set(path, false)).querySelector(selector)).toBeNull();
    expect(render(set(path, true)).querySelector(selector)).not.toBeNull();
  });

  it('hides the whole header with Header off, but not the button, which has its own toggle', () => {
    const body = render(set('header.showHeader', false));
    expect(body.querySelector('.wg-rv-head')).toBeNull();
    expect(body.querySelector('.wg-rv-actions .wg-rv-btn')).not.toBeNull();
  });
});

describe('tripadvisor reviews', () => {
  it.each([
    ['reviews.showReviewDate', 'time'],
    ['reviews.showTripType', '.wg-rv-trip'],
    ['reviews.showReviewPhotos', '.wg-rv-photos img'],
  ])('shows what %s turns on', (path, selector) => {
    expect(render(set(path, true)).querySelector(selector)).not.toBeNull();
    expect(render(set(path, false)).querySelector(selector)).toBeNull();
  });

  it('shows the trip type and photos of a review as the source gives them', () => {
    const card = render(defaults()).querySelector('.wg-rv-card');
    expect(card?.querySelector('.wg-rv-trip')?.textContent).toBe('Trip type: Traveled as a couple');
    expect([...(card?.querySelectorAll('.wg-rv-photos img') ?? [])].map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1 from Reviewer 1’s review',
      'Photo 2 from Reviewer 1’s review',
    ]);
  });

  it('names the five trip types in the widget’s language, however TripAdvisor wrote them, and any other as given', () => {
    const data = reviewsFixture('tripadvisor');
    const types = ['Couples', 'Traveled on business', 'FAMILY', 'Traveled with friends', 'Solo', 'Backpacking'];
    data.reviews = data.reviews.map((review, index) => ({ ...review, tripType: types[index] ?? null }));
    const trips = (language: 'en' | 'fr') => {
      const i18n = createI18n(
        tripadvisorRuntime.messages,
        language,
        language === 'fr' ? tripadvisorTranslations.fr : undefined,
      );
      return [...render(defaults(), data, i18n).querySelectorAll('.wg-rv-trip')].map((el) => el.textContent);
    };
    expect(trips('en')).toEqual([
      'Trip type: Traveled as a couple',
      'Trip type: Traveled on business',
      'Trip type: Traveled with family',
      'Trip type: Traveled with friends',
      'Trip type: Traveled solo',
      'Trip type: Backpacking',
    ]);
    expect(trips('fr')).toEqual([
      'Type de voyage\u00a0: En couple',
      'Type de voyage\u00a0: Voyage d’affaires',
      'Type de voyage\u00a0: En famille',
      'Type de voyage\u00a0: Entre amis',
      'Type de voyage\u00a0: En solo',
      'Type de voyage\u00a0: Backpacking',
    ]);
  });

  it('shows a month-only date as the month', () => {
    expect([...render(defaults()).querySelectorAll('time')].map((el) => el.textContent)).toEqual([
      'Oct 3, 2025',
      'Sep 2025',
      'Oct 3, 2025',
      'Oct 3, 2025',
      'Oct 3, 2025',
    ]);
  });

  it('keeps "N and up" bubbles, then at most Max Reviews', () => {
    expect(authors(defaults())).toHaveLength(6);
    expect(authors(set('filters.numberOfRatings', '4'))).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 6']);
    expect(authors(set('filters.numberOfReviews', '5'))).toHaveLength(5);
    const both = withValue(set('filters.numberOfRatings', '3'), ['filters', 'numberOfReviews'], '5');
    expect(authors(both)).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 3', 'Reviewer 6']);
  });

  it('reads Max Reviews from the contract list, "all" being no limit', () => {
    expect(['all', '5', '10', '15', '20'].map(maxReviews)).toEqual([null, 5, 10, 15, 20]);
    expect(maxReviews('7')).toBe(DEFAULT_MAX_REVIEWS);
    expect(DEFAULT_MAX_REVIEWS).toBe(Number(tripadvisorDefaults.filters.numberOfReviews));
  });

  it.each(['list', 'masonry', 'carousel'] as const)('lays the reviews out as a %s', (layout) => {
    const body = render(set('layout.layoutType', layout));
    expect(body.querySelector('.wg-rv')?.getAttribute('data-layout')).toBe(layout);
    expect(body.querySelector('[aria-roledescription="carousel"]') !== null).toBe(layout === 'carousel');
  });

  it('cuts a long text at 60 words behind Read more', () => {
    const data = reviewsFixture('tripadvisor');
    const first = data.reviews[0];
    if (first) first.text = Array.from({ length: 61 }, () => 'word').join(' ');
    const buttons = render(defaults(), data).querySelectorAll('.wg-rv-more');
    expect([...buttons].map((button) => button.getAttribute('aria-controls'))).toEqual(['ta-rv0-text', 'ta-rv1-text']);
  });
});

describe('tripadvisor styling', () => {
  it('turns the defaults into validated variables', () => {
    const vars = tripadvisorRuntime.vars(defaults());
    expect(vars).toMatchObject({
      '--wg-rv-max-width': '100%',
      '--wg-rv-gap': '10px',
      '--wg-rv-logo-size': '60px',
      '--wg-rv-h-align': 'flex-start',
      '--wg-rv-h-radius': '8px',
      '--wg-rv-name-size': '22px',
      '--wg-rv-name-weight': 'bold',
      '--wg-rv-btn-bg': '#007a55',
      '--wg-rv-btn-radius': '20px',
      '--wg-rv-star': '#00aa6c',
      '--wg-rv-card-min-h': '0px',
    });
    expect(vars['--wg-rv-text-font']).toMatch(/^"Open Sans", /);
    expect(tripadvisorRuntime.vars(set('header.logoAlignment', 'right'))['--wg-rv-h-align']).toBe('flex-end');
    expect(tripadvisorRuntime.vars(set('button.buttonAlignment', 'center'))['--wg-rv-btn-align']).toBe('center');
    expect(tripadvisorRuntime.fonts(defaults())).toHaveLength(11);
  });

  it('drops a hostile value and keeps the rest', () => {
    const vars = tripadvisorRuntime.vars(set('header.logoAlignment', 'left;}body{x:y'));
    expect(vars).not.toHaveProperty('--wg-rv-h-align');
    expect(vars['--wg-rv-logo-size']).toBe('60px');
  });
});
