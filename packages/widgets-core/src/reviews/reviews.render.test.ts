import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/messages';
import { HOSTILE_REVIEW, hostileReviewsFixture, reviewsFixture, wordsText } from '../testing';
import { reviewsMessages } from './i18n/en';
import { reviewsTranslations } from './i18n/translations';
import type { ReactionsText, TripTypeText } from './review-card';
import { type ReviewsView, renderReviews } from './reviews.render';

const english = createI18n(reviewsMessages);
/** The texts a type passes for its own card parts (TripAdvisor's trip type, Yelp's reactions). */
const TRIP: TripTypeText = { label: 'Trip type:', name: (trip) => trip };
const REACTIONS: ReactionsText = { labels: ['Useful', 'Funny', 'Cool'], lead: 'React to this review on Yelp:' };

function view(change: Partial<ReviewsView> = {}): ReviewsView {
  return {
    source: 'trustpilot',
    shape: 'star',
    header: { logo: true, name: true, rating: true, total: true },
    writeReview: 'header',
    layout: 'list',
    minStars: 0,
    maxReviews: null,
    card: { readMoreWords: 50, date: true, tripType: TRIP, photos: true, reactions: REACTIONS },
    ...change,
  };
}

function render(change: Partial<ReviewsView> = {}, data: unknown = reviewsFixture(change.source ?? 'trustpilot')) {
  return new DOMParser().parseFromString(
    renderReviews(view(change), { i18n: english, idPrefix: 'w1-', data }),
    'text/html',
  ).body;
}

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '');

describe('the header', () => {
  it('shows the logo, name, rating with its accessible text, total and Write a review', () => {
    const body = render();
    const head = body.querySelector('.wg-rv-head');
    expect(head?.querySelector('img')?.getAttribute('src')).toBe('https://img.example/logo.png');
    // Beside the name the logo is decoration.
    expect(head?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(head?.querySelector('h2')?.textContent).toBe('Maple Court Apartments');
    expect(head?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 4.5 out of 5');
    expect(head?.querySelector('.wg-rv-value')?.textContent).toBe('4.5');
    expect(head?.querySelector('.wg-rv-total')?.textContent).toBe('1,234 reviews');
    const button = head?.querySelector('a.wg-rv-btn');
    expect(button?.getAttribute('href')).toBe('https://trustpilot.example/maple-court/write');
    expect(button?.textContent).toBe('Write a review on Trustpilot (opens in a new tab)');
    expect(button?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves out each part that is off, and the whole header when none is left', () => {
    const none = { logo: false, name: false, rating: false, total: false };
    expect(
      render({ header: { ...none, logo: true } })
        .querySelector('.wg-rv-head img')
        ?.getAttribute('alt'),
    ).toBe('Maple Court Apartments logo');
    expect(render({ header: { ...none, name: true } }).querySelector('.wg-rv-head')?.textContent).toContain('Maple');
    expect(
      render({ header: { ...none, total: true }, writeReview: false }).querySelector('.wg-rv-head')?.textContent,
    ).toBe('1,234 reviews');
    expect(render({ header: none, writeReview: false }).querySelector('.wg-rv-head')).toBeNull();
    expect(render({ header: null }).querySelector('.wg-rv-head')).toBeNull();
    expect(render({ header: null }).querySelector('.wg-rv-btn')).toBeNull();
  });

  it('puts the button in a row of its own when asked, or nowhere', () => {
    const row = render({ writeReview: 'row' });
    expect(row.querySelector('.wg-rv-head .wg-rv-btn')).toBeNull();
    expect(row.querySelector('.wg-rv-actions .wg-rv-btn')).not.toBeNull();
    expect(render({ writeReview: false }).querySelector('.wg-rv-btn')).toBeNull();
  });

  it('prefers the editor’s name, and falls back to the editor’s addresses without data', () => {
    expect(render({ name: '  Our place ' }).querySelector('h2')?.textContent).toBe('Our place');
    const body = render(
      {
        name: 'Our place',
        fallbackUrl: 'https://www.yelp.com/biz/ours',
        fallbackWriteReviewUrl: 'https://w.example/ours',
      },
      null,
    );
    expect(body.querySelector('h2')?.textContent).toBe('Our place');
    expect(body.querySelector('.wg-rv-btn')?.getAttribute('href')).toBe('https://w.example/ours');
    expect(body.querySelector('.wg-rv-source a')?.getAttribute('href')).toBe('https://www.yelp.com/biz/ours');
    expect(body.querySelector('[role="img"]')).toBeNull();
  });
});

describe('the reviews', () => {
  it('lists every review as a card in the source order', () => {
    const body = render();
    const list = body.querySelector('ul.wg-rv-list');
    expect(list?.getAttribute('data-layout')).toBe('list');
    expect(list?.getAttribute('role')).toBe('list');
    expect(list?.getAttribute('aria-label')).toBe('Trustpilot reviews');
    expect(texts(body, '.wg-rv-author')).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Reviewer ${n}`));
    expect([...body.querySelectorAll('.wg-rv-card > [role="img"]')].map((el) => el.getAttribute('aria-label'))).toEqual(
      [
        'Rated 5 out of 5',
        'Rated 4 out of 5',
        'Rated 3 out of 5',
        'Rated 2 out of 5',
        'Rated 1 out of 5',
        'Rated 5 out of 5',
      ],
    );
  });

  it('lays them out as masonry columns', () => {
    expect(render({ layout: 'masonry' }).querySelector('ul')?.getAttribute('data-layout')).toBe('masonry');
    expect(render({ layout: 'grid' }).querySelector('ul')?.getAttribute('data-layout')).toBe('list');
  });

  it('makes an accessible carousel: region, labelled buttons, slides "N of M", only the first shown', () => {
    const body = render({ layout: 'carousel' });
    const carousel = body.querySelector('section.wg-rv-carousel');
    expect(carousel?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel?.getAttribute('aria-label')).toBe('Trustpilot reviews');
    const [previous, next] = [...(carousel?.querySelectorAll('button') ?? [])].filter(
      (b) => !b.closest('.wg-rv-slide'),
    );
    expect(previous?.getAttribute('aria-label')).toBe('Previous review');
    expect(next?.getAttribute('aria-label')).toBe('Next review');
    expect(previous?.getAttribute('aria-controls')).toBe('w1-rv-slides');
    const slides = body.querySelector('#w1-rv-slides');
    expect(slides?.getAttribute('aria-live')).toBe('polite');
    const groups = [...(slides?.children ?? [])];
    expect(groups.map((slide) => slide.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${n} of 6`));
    expect(groups.every((slide) => slide.getAttribute('role') === 'group')).toBe(true);
    expect(groups.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(groups.map((slide) => slide.hasAttribute('hidden'))).toEqual([false, true, true, true, true, true]);
    expect(body.querySelector('ul.wg-rv-list')).toBeNull();
  });

  it('has no buttons in a carousel of one', () => {
    const data = reviewsFixture('trustpilot');
    data.reviews = data.reviews.slice(0, 1);
    expect(render({ layout: 'carousel' }, data).querySelector('.wg-rv-prev, .wg-rv-next')).toBeNull();
  });

  it('applies the minimum stars, then the maximum', () => {
    expect(texts(render({ minStars: 4 }), '.wg-rv-author')).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 6']);
    expect(texts(render({ minStars: 3, maxReviews: 2 }), '.wg-rv-author')).toEqual(['Reviewer 1', 'Reviewer 2']);
  });

  it('shows each card part as the options ask', () => {
    const all = render();
    const first = all.querySelector('.wg-rv-card');
    expect(first?.querySelector('time')?.textContent).toBe('Oct 3, 2025');
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2025-10-03');
    expect(first?.querySelector('.wg-rv-trip')?.textContent).toBe('Trip type: Traveled as a couple');
    expect(first?.querySelector('h3')?.textContent).toBe('Lovely stay');
    expect(first?.querySelectorAll('.wg-rv-photos img')).toHaveLength(2);
    expect(first?.querySelector('.wg-rv-reply')?.textContent).toBe(
      'Response from the ownerThank you for staying with us!',
    );
    expect(first?.querySelector('.wg-rv-reactions a')?.getAttribute('href')).toBe('https://reviews.example/r1');
    expect(all.querySelectorAll('.wg-rv-card')[1]?.querySelector('time')?.textContent).toBe('Sep 2025');

    const none = render({
      card: { readMoreWords: null, date: false, tripType: false, photos: false, reactions: false },
    });
    expect(none.querySelector('time, .wg-rv-trip, .wg-rv-photos, .wg-rv-reactions, .wg-rv-more')).toBeNull();
    // The title and the owner's reply have no toggle.
    expect(none.querySelector('h3')).not.toBeNull();
    expect(none.querySelector('.wg-rv-reply')).not.toBeNull();
  });

  it('cuts a long text at the word threshold behind Read more', () => {
    const body = render({
      card: { readMoreWords: 50, date: true, tripType: TRIP, photos: true, reactions: REACTIONS },
    });
    const buttons = body.querySelectorAll('.wg-rv-more');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute('aria-controls')).toBe('w1-rv1-text');
    expect(body.querySelector('#w1-rv1-text')?.textContent).toBe(
      `${wordsText(50)}… ${wordsText(80).slice(wordsText(50).length)}`,
    );
    expect(
      render({
        card: { readMoreWords: 100, date: true, tripType: TRIP, photos: true, reactions: REACTIONS },
      }).querySelector('.wg-rv-more'),
    ).toBeNull();
  });

  it('loads images lazily with their size', () => {
    for (const img of render().querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.hasAttribute('alt')).toBe(true);
    }
    expect(texts(render(), '.wg-rv-initial')).toEqual(['R', 'R', 'R', 'R', 'R']);
  });

  it('names the platform and links to the business page on every widget', () => {
    for (const source of ['trustpilot', 'tripadvisor', 'yelp'] as const) {
      const link = render({ source }).querySelector('.wg-rv-source a');
      expect(link?.getAttribute('href')).toBe(`https://${source}.example/maple-court`);
      expect(link?.textContent).toMatch(/^Reviews from (Trustpilot|Tripadvisor|Yelp) \(opens in a new tab\)$/);
    }
    expect(render({}, null).querySelector('.wg-rv-source')?.textContent).toBe('Reviews from Trustpilot');
  });

  it('carries no schema.org review or rating markup', () => {
    const markup = renderReviews(view(), { i18n: english, idPrefix: 'w1-', data: reviewsFixture('trustpilot') });
    expect(markup).not.toMatch(/itemscope|itemprop|itemtype|schema\.org|ld\+json|vocab=|typeof=/i);
  });

  it('gives every id the widget’s prefix', () => {
    const body = render({ layout: 'carousel' });
    const ids = [...body.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect(id.startsWith('w1-')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('without reviews', () => {
  it.each([
    ['no data', null],
    ['data of another shape', { reviews: 'none' }],
    ['data from another platform', reviewsFixture('yelp')],
  ])('shows the empty state for %s, and no review', (_, data) => {
    const body = render({}, data);
    expect(body.querySelector('.wg-rv-empty')?.textContent).toBe('No reviews to show yet.');
    expect(body.querySelector('.wg-rv-card, [role="img"], .wg-rv-carousel, ul.wg-rv-list')).toBeNull();
  });

  it('shows the empty state when the context has no data at all', () => {
    const markup = renderReviews(view(), { i18n: english, idPrefix: 'w1-' });
    expect(markup).toContain('<p class="wg-rv-empty">No reviews to show yet.</p>');
  });

  it('says so when the filter leaves nothing', () => {
    const data = reviewsFixture('trustpilot');
    data.reviews = data.reviews.filter((review) => review.rating < 5);
    expect(render({ minStars: 5 }, data).querySelector('.wg-rv-empty')?.textContent).toBe(
      'No reviews match these filters yet.',
    );
    data.reviews = [];
    expect(render({}, data).querySelector('.wg-rv-empty')?.textContent).toBe('No reviews to show yet.');
  });
});

describe('hostile review data', () => {
  const markup = () =>
    renderReviews(view({ header: { logo: true, name: true, rating: true, total: true } }), {
      i18n: english,
      idPrefix: 'h-',
      data: hostileReviewsFixture('trustpilot'),
    });

  it('shows markup as text and makes no element of it', () => {
    const body = new DOMParser().parseFromString(markup(), 'text/html').body;
    expect(body.querySelectorAll('script, b, iframe')).toHaveLength(0);
    // Every image address was hostile, so there is no image at all.
    expect(body.querySelectorAll('img')).toHaveLength(0);
    for (const el of body.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name).not.toMatch(/^on/i);
    }
    expect(body.querySelector('h2')?.textContent).toBe(HOSTILE_REVIEW.markup);
    const card = body.querySelector('.wg-rv-card');
    expect(card?.querySelector('.wg-rv-author')?.textContent).toBe(HOSTILE_REVIEW.markup);
    expect(card?.querySelector('h3')?.textContent).toBe(HOSTILE_REVIEW.markup);
    expect(card?.querySelector('.wg-rv-text')?.textContent).toBe(HOSTILE_REVIEW.markup);
    expect(card?.querySelector('.wg-rv-trip')?.textContent).toBe(`Trip type: ${HOSTILE_REVIEW.markup}`);
    expect(card?.querySelector('time')?.getAttribute('datetime')).toBe('2025-10-03');
  });

  it('never makes a javascript: or data: address into a link or an image', () => {
    const out = markup();
    expect(out).not.toMatch(/javascript:|data:image/i);
    const body = new DOMParser().parseFromString(out, 'text/html').body;
    // The one link left is the second review's own page, from its reaction bar.
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://reviews.example/r2']);
    expect(body.querySelector('.wg-rv-card')?.querySelector('a')).toBeNull();
    expect(body.querySelector('.wg-rv-btn')).toBeNull();
    expect(body.querySelector('.wg-rv-source')?.textContent).toBe('Reviews from Trustpilot');
  });

  it('shows a 20 000-character text as text, its rest behind Read more', () => {
    const body = new DOMParser().parseFromString(markup(), 'text/html').body;
    const card = body.querySelectorAll('.wg-rv-card')[1];
    const text = card?.querySelector('.wg-rv-text');
    const rest = text?.querySelector<HTMLElement>('.wg-rv-rest');
    expect(`${text?.firstChild?.textContent}${rest?.textContent}`).toBe(HOSTILE_REVIEW.long);
    expect(rest?.hidden).toBe(true);
    expect(card?.querySelector('.wg-rv-more')?.getAttribute('aria-controls')).toBe(text?.id);
  });
});

describe('in another language (issue 32)', () => {
  const translated = (language: 'de' | 'ar', data: unknown = reviewsFixture('trustpilot')) =>
    new DOMParser().parseFromString(
      renderReviews(view(), {
        i18n: createI18n(reviewsMessages, language, reviewsTranslations[language]),
        idPrefix: 'w1-',
        data,
      }),
      'text/html',
    ).body;

  it('formats the rating, the total, the dates and the names with the language', () => {
    const body = translated('de');
    const head = body.querySelector('.wg-rv-head');
    expect(head?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Bewertet mit 4,5 von 5');
    expect(head?.querySelector('.wg-rv-value')?.textContent).toBe('4,5');
    expect(head?.querySelector('.wg-rv-total')?.textContent).toBe('1.234 Bewertungen');
    expect(head?.querySelector('a.wg-rv-btn')?.textContent).toBe(
      'Bewertung schreiben auf Trustpilot (öffnet sich in einem neuen Tab)',
    );
    expect(texts(body, 'time')).toEqual(['3. Okt. 2025', 'Sept. 2025', '3. Okt. 2025', '3. Okt. 2025', '3. Okt. 2025']);
    expect(body.querySelector('.wg-rv-list')?.getAttribute('aria-label')).toBe('Trustpilot-Bewertungen');
    expect(body.querySelector('.wg-rv-reply-label')?.textContent).toBe('Antwort des Inhabers');
    expect(body.querySelector('.wg-rv-more')?.textContent).toBe('Mehr lesen');
  });

  it('picks the plural form the language needs for the total (Arabic has six)', () => {
    const totals = [0, 1, 2, 3, 11, 100].map((total) => {
      const data = reviewsFixture('trustpilot');
      data.business.totalReviews = total;
      return translated('ar', data).querySelector('.wg-rv-total')?.textContent;
    });
    expect(totals).toEqual(['لا توجد مراجعات', 'مراجعة واحدة', 'مراجعتان', '3 مراجعات', '11 مراجعة', '100 مراجعة']);
  });

  it('says the empty state in the language', () => {
    expect(translated('ar', null).querySelector('.wg-rv-empty')?.textContent).toBe('لا توجد مراجعات لعرضها بعد.');
  });
});
