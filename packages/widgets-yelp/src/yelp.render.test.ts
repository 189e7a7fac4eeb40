import { defaultHtmlData, type YelpSettings, yelpSettingsSchema } from '@widgetry/contracts';
import { yelpDefaults } from '@widgetry/contracts/defaults/yelp';
import { createI18n } from '@widgetry/widgets-core';
import { describeReviewRuntime, reviewsFixture, withValue, wordsText } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { fetchCount, wordThreshold, writeReviewUrl, YELP_DEFAULTS, yelpRuntime, yelpTranslations } from './index';

const defaults = (): YelpSettings => defaultHtmlData('yelp').yelp;
const set = (path: string, value: unknown, base = defaults()): YelpSettings => withValue(base, path.split('.'), value);

function render(value: YelpSettings, data: unknown = reviewsFixture('yelp'), i18n = createI18n(yelpRuntime.messages)) {
  return new DOMParser().parseFromString(yelpRuntime.render(value, { i18n, idPrefix: 'y-', data }), 'text/html').body;
}
const authors = (value: YelpSettings) =>
  [...render(value).querySelectorAll('.wg-rv-author')].map((el) => el.textContent);

describeReviewRuntime({
  source: 'yelp',
  runtime: yelpRuntime,
  defaults,
  parse: (value) => yelpSettingsSchema.safeParse(value),
  unseenWithData: {
    url: 'the business page; the data gives the page to link to',
    businessId: 'the data gives the Write a Review address; without data it is built from the id',
  },
});

describe('yelp header', () => {
  it('shows logo, name, stars, review count and Add Review by default', () => {
    const head = render(defaults()).querySelector('.wg-rv-head');
    expect(head?.querySelector('.wg-rv-logo')).not.toBeNull();
    expect(head?.querySelector('h2')?.textContent).toBe('Maple Court Apartments');
    expect(head?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 4.5 out of 5');
    expect(head?.querySelector('.wg-rv-total')?.textContent).toBe('1,234 reviews');
    expect(head?.querySelector('.wg-rv-btn')?.getAttribute('href')).toBe('https://yelp.example/maple-court/write');
  });

  it.each([
    ['header.logoStatus', '.wg-rv-logo'],
    ['header.companyNameStatus', 'h2'],
    ['header.reviewCountStatus', '.wg-rv-total'],
    ['header.addReviewStatus', '.wg-rv-btn'],
  ])('hides what %s turns off', (path, selector) => {
    expect(render(set(path, 'off')).querySelector(selector)).toBeNull();
    expect(render(set(path, 'on')).querySelector(selector)).not.toBeNull();
  });

  it('hides the whole header, button included, with Header off', () => {
    const body = render(set('header.headerStatus', 'off'));
    expect(body.querySelector('.wg-rv-head, .wg-rv-btn')).toBeNull();
    expect(body.querySelectorAll('.wg-rv-card')).toHaveLength(6);
  });

  it('shows the custom Business Name instead of Yelp’s', () => {
    expect(render(set('companyName', 'Maple Court')).querySelector('h2')?.textContent).toBe('Maple Court');
    expect(render(set('header.yelpCompanyName', 'Header name')).querySelector('h2')?.textContent).toBe('Header name');
    const both = set('companyName', 'Builder name', set('header.yelpCompanyName', 'Header name'));
    expect(render(both).querySelector('h2')?.textContent).toBe('Builder name');
  });

  it('without data, links Add Review to Yelp’s page for the Business ID', () => {
    const value = set('businessId', 'maple-court-seattle', set('url', 'https://www.yelp.com/biz/maple-court-seattle'));
    const body = render(set('companyName', 'Maple Court', value), null);
    expect(body.querySelector('.wg-rv-btn')?.getAttribute('href')).toBe(
      'https://www.yelp.com/writeareview/biz/maple-court-seattle',
    );
    expect(body.querySelector('.wg-rv-source a')?.getAttribute('href')).toBe(
      'https://www.yelp.com/biz/maple-court-seattle',
    );
    expect(body.querySelector('h2')?.textContent).toBe('Maple Court');
    expect(body.querySelector('.wg-rv-empty')?.textContent).toBe('No reviews to show yet.');
  });

  it('builds the Write a Review address only from an id the contract accepts', () => {
    expect(writeReviewUrl('caf%C3%A9-seattle_2')).toBe('https://www.yelp.com/writeareview/biz/caf%C3%A9-seattle_2');
    for (const id of ['', '../admin', 'a/b', 'x?y=1', 'javascript:alert(1)', 7]) expect(writeReviewUrl(id)).toBe('');
  });
});

describe('yelp reviews', () => {
  it('keeps "N and up" stars, then at most Get More Reviews', () => {
    expect(authors(set('reviews.reviewFilter', '4'))).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 6']);
    expect(authors(set('fetchReviews', 5))).toHaveLength(5);
    expect(authors(defaults())).toHaveLength(6);
  });

  it('reads Get More Reviews and the word limit within the contract, else their defaults', () => {
    expect([5, 45].map(fetchCount)).toEqual([5, 45]);
    expect([7, '10', null].map(fetchCount)).toEqual([10, 10, 10]);
    expect([1, 1000].map(wordThreshold)).toEqual([1, 1000]);
    expect([0, 1001, 2.5, '50'].map(wordThreshold)).toEqual([50, 50, 50, 50]);
    expect(YELP_DEFAULTS).toEqual({
      fetchReviews: yelpDefaults.fetchReviews,
      wordCountThreshold: yelpDefaults.button.wordCountThreshold,
    });
  });

  it('cuts a review at the word limit behind Read more, or never with Read More off', () => {
    const data = reviewsFixture('yelp');
    const body = render(set('button.wordCountThreshold', 10), data);
    expect(body.querySelectorAll('.wg-rv-more')).toHaveLength(1);
    expect(body.querySelector('#y-rv1-text')?.firstChild?.textContent).toBe(wordsText(10));
    expect(render(defaults()).querySelector('#y-rv1-text')?.firstChild?.textContent).toBe(wordsText(50));
    expect(render(set('button.readMoreStatus', 'off')).querySelector('.wg-rv-more')).toBeNull();
  });

  it('shows the reaction bar by default and photos only when turned on (reviewPhothoStatus)', () => {
    const body = render(defaults());
    expect(body.querySelectorAll('.wg-rv-reactions')).toHaveLength(6);
    expect(body.querySelector('.wg-rv-reactions a')?.textContent).toBe(
      'React to this review on Yelp: Useful Funny Cool (opens in a new tab)',
    );
    expect(body.querySelector('.wg-rv-photos')).toBeNull();
    const spanish = render(defaults(), undefined, createI18n(yelpRuntime.messages, 'es', yelpTranslations.es));
    expect(spanish.querySelector('.wg-rv-reactions a')?.textContent).toBe(
      'Reacciona a esta reseña en Yelp: Útil Divertida Genial (se abre en una pestaña nueva)',
    );
    expect(render(set('cards.reactionBarStatus', 'off')).querySelector('.wg-rv-reactions')).toBeNull();
    expect(render(set('cards.reviewPhothoStatus', 'on')).querySelectorAll('.wg-rv-photos img')).toHaveLength(2);
  });

  it.each(['list', 'masonry', 'carousel'] as const)('lays the reviews out as a %s', (layout) => {
    const body = render(set('reviews.reviewlayout', layout));
    expect(body.querySelector('.wg-rv')?.getAttribute('data-layout')).toBe(layout);
    expect(body.querySelectorAll('.wg-rv-card')).toHaveLength(6);
  });
});

describe('yelp styling', () => {
  it('turns the defaults into validated variables', () => {
    expect(yelpRuntime.vars(defaults())).toMatchObject({
      '--wg-rv-name-size': '24px',
      '--wg-rv-name-weight': 'bold',
      '--wg-rv-name-style': 'normal',
      '--wg-rv-btn-bg': '#d32323',
      '--wg-rv-more-bg': '#d32323',
      '--wg-rv-more-hover-bg': '#af1d1d',
      '--wg-rv-card-border': '#e6e6e6',
      '--wg-rv-border': '#e6e6e6',
      '--wg-rv-star': '#d32323',
    });
    expect(yelpRuntime.vars(set('header.headerFontItalic', 'on'))['--wg-rv-name-style']).toBe('italic');
    expect(yelpRuntime.vars(set('header.headerFontBold', 'off'))['--wg-rv-name-weight']).toBe('normal');
    expect(yelpRuntime.fonts(defaults())).toEqual(['Open Sans', 'Open Sans', 'Open Sans', 'Open Sans']);
  });
});
