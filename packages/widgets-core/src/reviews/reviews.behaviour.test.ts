import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/messages';
import { type MountedWidget, mount } from '../mount';
import type { RenderContext, WidgetRuntime } from '../runtime';
import { reviewsFixture, wordsText } from '../testing';
import { reviewsMessages } from './i18n/en';
import { reviewsTranslations } from './i18n/translations';
import { attachReviews, slidesInView } from './reviews.behaviour';
import { type ReviewsView, renderReviews } from './reviews.render';
import { reviewsCss } from './reviews.styles';

type Settings = Partial<ReviewsView>;

const runtime: WidgetRuntime<Settings> = {
  type: 'yelp',
  messages: reviewsMessages,
  css: reviewsCss,
  render: (settings, ctx) =>
    renderReviews(
      {
        source: 'yelp',
        shape: 'star',
        header: null,
        writeReview: false,
        layout: 'carousel',
        minStars: 0,
        maxReviews: null,
        card: { readMoreWords: 50, date: true, tripType: false, photos: false, reactions: false },
        ...settings,
      },
      ctx,
    ),
  vars: () => ({}),
  attach: attachReviews,
  fonts: () => [],
};

interface Mounted {
  widget: MountedWidget<Settings>;
  shadow: ShadowRoot;
  visible(): string[];
  button(name: 'Previous review' | 'Next review'): HTMLButtonElement;
  key(key: string, target?: Element | null): KeyboardEvent;
}

function mountReviews(
  settings: Settings = {},
  data: unknown = reviewsFixture('yelp'),
  report?: RenderContext['report'],
  language: 'en' | 'ar' = 'en',
): Mounted {
  const el = document.createElement('div');
  document.body.append(el);
  const translation = language === 'en' ? undefined : reviewsTranslations[language];
  const widget = mount(el, { runtime, settings, data, idPrefix: 'w1-', report, language, translation });
  const shadow = el.shadowRoot;
  if (!shadow) throw new Error('not mounted');
  const button = (name: string) => {
    const found = shadow.querySelector(`button[aria-label="${name}"]`);
    if (!(found instanceof HTMLButtonElement)) throw new Error(`no ${name} button`);
    return found;
  };
  return {
    widget,
    shadow,
    visible: () =>
      [...shadow.querySelectorAll<HTMLElement>('.wg-rv-slide')]
        .filter((slide) => !slide.hidden)
        .map((slide) => slide.getAttribute('aria-label') ?? ''),
    button,
    key(key, target = button('Next review')) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true });
      target?.dispatchEvent(event);
      return event;
    },
  };
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the carousel', () => {
  it('moves one slide with Next and Previous, and wraps at either end', () => {
    const carousel = mountReviews();
    expect(carousel.visible()).toEqual(['1 of 6']);
    carousel.button('Next review').click();
    expect(carousel.visible()).toEqual(['2 of 6']);
    carousel.button('Previous review').click();
    carousel.button('Previous review').click();
    expect(carousel.visible()).toEqual(['6 of 6']);
    carousel.button('Next review').click();
    expect(carousel.visible()).toEqual(['1 of 6']);
  });

  it('marks only a slide it brings in for the slide-in animation (CSS drops it under reduced motion)', () => {
    const carousel = mountReviews();
    expect(carousel.shadow.querySelector('[data-enter]')).toBeNull();
    carousel.button('Next review').click();
    expect(carousel.shadow.querySelector('[data-enter]')?.getAttribute('aria-label')).toBe('2 of 6');
    expect(reviewsCss).toMatch(
      /@media \(prefers-reduced-motion:no-preference\)\{\.wg-rv-slide\[data-enter\]\{animation:/,
    );
  });

  it('follows the arrow keys, Home and End anywhere inside it', () => {
    const carousel = mountReviews();
    const right = carousel.key('ArrowRight');
    expect(right.defaultPrevented).toBe(true);
    expect(carousel.visible()).toEqual(['2 of 6']);
    carousel.key('End');
    expect(carousel.visible()).toEqual(['6 of 6']);
    carousel.key('ArrowRight', carousel.shadow.querySelector('.wg-rv-slide:not([hidden]) .wg-rv-author'));
    expect(carousel.visible()).toEqual(['1 of 6']);
    carousel.key('ArrowLeft', carousel.button('Previous review'));
    expect(carousel.visible()).toEqual(['6 of 6']);
    carousel.key('Home');
    expect(carousel.visible()).toEqual(['1 of 6']);
    // Other keys, and keys with a modifier, are left to the page.
    expect(carousel.key('ArrowDown').defaultPrevented).toBe(false);
    const withAlt = new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true, cancelable: true });
    carousel.button('Next review').dispatchEvent(withAlt);
    expect(withAlt.defaultPrevented).toBe(false);
    expect(carousel.visible()).toEqual(['1 of 6']);
  });

  it('swaps the arrow keys right to left, where the next slide comes from the left (Arabic)', () => {
    const carousel = mountReviews({}, reviewsFixture('yelp'), undefined, 'ar');
    const next = carousel.shadow.querySelector('.wg-rv-next');
    expect(next?.getAttribute('aria-label')).toBe('المراجعة التالية');
    expect(carousel.visible()).toEqual(['1 من 6']);
    carousel.key('ArrowLeft', next);
    expect(carousel.visible()).toEqual(['2 من 6']);
    carousel.key('ArrowRight', next);
    carousel.key('ArrowRight', next);
    expect(carousel.visible()).toEqual(['6 من 6']);
  });

  it('keeps focus in the carousel when the focused slide hides', () => {
    const data = reviewsFixture('yelp');
    const carousel = mountReviews({}, data);
    carousel.button('Next review').click();
    const more = carousel.shadow.querySelector<HTMLButtonElement>('.wg-rv-slide:not([hidden]) .wg-rv-more');
    more?.focus();
    expect(carousel.shadow.activeElement).toBe(more);
    carousel.key('ArrowRight', more);
    expect(carousel.visible()).toEqual(['3 of 6']);
    expect(carousel.shadow.activeElement).toBe(carousel.button('Next review'));
  });

  it('shows as many slides as fit, up to three, and keeps the position when the settings change', () => {
    let resize: (() => void) | undefined;
    let width = 700;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, width, 100));
    const carousel = mountReviews();
    expect(carousel.visible()).toEqual(['1 of 6', '2 of 6']);
    carousel.key('End');
    expect(carousel.visible()).toEqual(['5 of 6', '6 of 6']);
    width = 1200;
    resize?.();
    expect(carousel.visible()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    carousel.widget.update({ minStars: 0 });
    expect(carousel.visible()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    carousel.button('Next review').click();
    expect(carousel.visible()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    carousel.widget.update({ minStars: 4 });
    expect(carousel.visible()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('lays out as many slides as fit when its stylesheet shows it, before any resize is observed', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    let width = 0;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, width, 100));
    const el = document.createElement('div');
    document.body.append(el);
    mount(el, { runtime, settings: {}, data: reviewsFixture('yelp'), stylesheetUrl: 'https://w.example/yelp.css' });
    const visible = () =>
      [...(el.shadowRoot?.querySelectorAll<HTMLElement>('.wg-rv-slide') ?? [])].filter((slide) => !slide.hidden).length;
    expect(visible()).toBe(1);
    width = 1200;
    el.shadowRoot?.querySelector('link')?.dispatchEvent(new Event('load'));
    expect(visible()).toBe(3);
  });

  it.each([
    [0, 1],
    [299, 1],
    [600, 2],
    [899, 2],
    [900, 3],
    [5000, 3],
  ])('fits %i px with %i slides', (width, count) => {
    expect(slidesInView(width)).toBe(count);
  });
});

describe('Read more', () => {
  function longReview(): ReturnType<typeof mountReviews> {
    const data = reviewsFixture('yelp');
    data.reviews = data.reviews.slice(1, 2).map((review) => ({ ...review, text: wordsText(60) }));
    return mountReviews({ layout: 'list' }, data);
  }

  it('opens and closes the rest of the text, saying so with aria-expanded', () => {
    const { shadow } = longReview();
    const button = shadow.querySelector<HTMLButtonElement>('.wg-rv-more');
    const rest = shadow.querySelector<HTMLElement>('.wg-rv-rest');
    const dots = shadow.querySelector<HTMLElement>('.wg-rv-dots');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(rest?.hidden).toBe(true);
    button?.click();
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(button?.textContent).toBe('Read less');
    expect(rest?.hidden).toBe(false);
    expect(dots?.hidden).toBe(true);
    button?.click();
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.textContent).toBe('Read more');
    expect(rest?.hidden).toBe(true);
    expect(dots?.hidden).toBe(false);
  });

  it('says Read more and Read less in the widget’s language', () => {
    const data = reviewsFixture('yelp');
    data.reviews = data.reviews.slice(1, 2).map((review) => ({ ...review, text: wordsText(60) }));
    const { shadow } = mountReviews({ layout: 'list' }, data, undefined, 'ar');
    const button = shadow.querySelector<HTMLButtonElement>('.wg-rv-more');
    expect(button?.textContent).toBe('اقرأ المزيد');
    button?.click();
    expect(button?.textContent).toBe('عرض أقل');
    button?.click();
    expect(button?.textContent).toBe('اقرأ المزيد');
  });

  it('keeps an opened text open when the settings change', () => {
    const mounted = longReview();
    mounted.shadow.querySelector<HTMLButtonElement>('.wg-rv-more')?.click();
    mounted.widget.update({ layout: 'masonry' });
    const button = mounted.shadow.querySelector('.wg-rv-more');
    expect(mounted.shadow.querySelector('ul')?.getAttribute('data-layout')).toBe('masonry');
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(mounted.shadow.querySelector<HTMLElement>('.wg-rv-rest')?.hidden).toBe(false);
  });

  it('stops listening once destroyed', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const data = reviewsFixture('yelp');
    root.innerHTML = runtime.render(
      { layout: 'carousel' },
      { i18n: createI18n(reviewsMessages), idPrefix: 'd-', data },
    );
    const behaviour = attachReviews(root);
    const next = root.querySelector<HTMLButtonElement>('.wg-rv-next');
    const more = root.querySelector<HTMLButtonElement>('.wg-rv-slide:nth-child(2) .wg-rv-more');
    next?.click();
    expect(root.querySelector('.wg-rv-slide:not([hidden])')?.getAttribute('aria-label')).toBe('2 of 6');
    behaviour.destroy();
    next?.click();
    more?.click();
    expect(root.querySelector('.wg-rv-slide:not([hidden])')?.getAttribute('aria-label')).toBe('2 of 6');
    expect(more?.getAttribute('aria-expanded')).toBe('false');
  });
});

describe("the owner's insights (issue 30)", () => {
  function reporting(settings: Settings, data = reviewsFixture('yelp')) {
    const report = vi.fn<NonNullable<RenderContext['report']>>();
    return { report, mounted: mountReviews(settings, data, report) };
  }

  it('reports Read more when a text opens, not when it closes', () => {
    const data = reviewsFixture('yelp');
    data.reviews = data.reviews.slice(1, 2).map((review) => ({ ...review, text: wordsText(60) }));
    const { report, mounted } = reporting({ layout: 'list' }, data);
    const more = mounted.shadow.querySelector<HTMLButtonElement>('.wg-rv-more');
    more?.click();
    expect(report.mock.calls).toEqual([['read_more']]);
    more?.click();
    expect(report.mock.calls).toEqual([['read_more']]);
  });

  it('reports a page change for each move of the carousel by button or key, and none on its own', () => {
    const { report, mounted } = reporting({ layout: 'carousel' });
    mounted.widget.update({ layout: 'carousel' });
    expect(report).not.toHaveBeenCalled();
    mounted.button('Next review').click();
    mounted.button('Previous review').click();
    mounted.key('End');
    expect(report.mock.calls).toEqual([['page_changed'], ['page_changed'], ['page_changed']]);
  });

  it('reports Write a review when its link is clicked', () => {
    const { report, mounted } = reporting({ layout: 'list', writeReview: 'row' });
    const link = mounted.shadow.querySelector<HTMLAnchorElement>('a.wg-rv-btn');
    expect(link).not.toBeNull();
    link?.addEventListener('click', (event) => event.preventDefault());
    link?.click();
    expect(report.mock.calls).toEqual([['write_review_clicked']]);
  });

  it('works as before without a reporter (the editor preview)', () => {
    const mounted = mountReviews({ layout: 'carousel' });
    mounted.button('Next review').click();
    expect(mounted.visible()).toEqual(['2 of 6']);
  });
});
