// What a review widget does in the page: Read more / Read less, and the carousel's Previous and
// Next buttons and arrow keys; each reported for the owner's insights (issue 30: read more, write a
// review clicked, page changed). Listeners sit on the root the runtime is given (event delegation),
// because every settings update replaces the markup inside it.
import { createI18n } from '../i18n/messages';
import type { WidgetBehaviour } from '../runtime';
import { type ReviewsContext, type ReviewsI18n, reviewsMessages } from './i18n/en';

/** The narrowest a carousel slide gets before fewer slides show at once. */
export const SLIDE_MIN_WIDTH = 300;
/** The most slides a wide carousel shows at once. */
export const MAX_SLIDES_IN_VIEW = 3;

type Move = 'previous' | 'next' | 'first' | 'last';

/** The keys that move a carousel; the arrows swap right to left, where the next slide is on the left. */
const KEYS: Readonly<Record<string, Move>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};
const RTL_KEYS: Readonly<Record<string, Move>> = { ...KEYS, ArrowLeft: 'next', ArrowRight: 'previous' };

/** How many slides fit a carousel this wide (1 when the width is unknown, as on a server). */
export function slidesInView(width: number): number {
  return Math.min(MAX_SLIDES_IN_VIEW, Math.max(1, Math.floor(width / SLIDE_MIN_WIDTH)));
}

/** The focused element inside the shadow root (or document) holding `node`. */
function focusedIn(node: Node): Element | null {
  const scope: unknown = node.getRootNode();
  const active = typeof scope === 'object' && scope !== null && 'activeElement' in scope ? scope.activeElement : null;
  return active instanceof Element ? active : null;
}

function toggleReadMore(button: HTMLElement, open: boolean, i18n: ReviewsI18n): void {
  const text = button.parentElement?.querySelector(`[id="${button.getAttribute('aria-controls') ?? ''}"]`);
  if (!text) return;
  button.setAttribute('aria-expanded', String(open));
  button.textContent = i18n.t(open ? 'readLess' : 'readMore');
  for (const rest of text.querySelectorAll<HTMLElement>('.wg-rv-rest')) rest.hidden = !open;
  for (const dots of text.querySelectorAll<HTMLElement>('.wg-rv-dots')) dots.hidden = open;
}

/**
 * Attaches the review behaviour to `root`. The carousel shows as many slides as fit (one on a
 * narrow screen, up to three), wraps around at either end, and moves only when asked: no autoplay,
 * and the slide-in animation is left to CSS, which drops it under prefers-reduced-motion.
 */
export function attachReviews<S>(
  root: ShadowRoot | HTMLElement,
  _settings?: S,
  ctx?: ReviewsContext,
): WidgetBehaviour<S> {
  const report = ctx?.report;
  const i18n = ctx?.i18n ?? createI18n(reviewsMessages);
  const keys = i18n.dir === 'rtl' ? RTL_KEYS : KEYS;
  let first = 0;
  let inView = 1;
  /** The texts a visitor opened, by id, so a re-render keeps them open. */
  const opened = new Set<string>();
  const Observer = root.ownerDocument?.defaultView?.ResizeObserver;
  let observer: ResizeObserver | undefined;

  const slides = () => [...root.querySelectorAll<HTMLElement>('.wg-rv-slide')];

  const show = (index: number, animate: boolean) => {
    const all = slides();
    const last = Math.max(0, all.length - inView);
    first = Math.min(Math.max(0, index), last);
    const active = focusedIn(root);
    let lostFocus = false;
    all.forEach((slide, position) => {
      const visible = position >= first && position < first + inView;
      if (animate && visible && slide.hidden) slide.setAttribute('data-enter', '');
      else slide.removeAttribute('data-enter');
      if (!visible && active && slide.contains(active)) lostFocus = true;
      slide.hidden = !visible;
    });
    // Focus inside a slide that just hid would fall to the page; keep it in the carousel.
    if (lostFocus) root.querySelector<HTMLElement>('.wg-rv-next')?.focus();
  };

  const move = (to: Move) => {
    // Only a visitor moves the carousel (buttons and keys): no autoplay inflates the count.
    report?.('page_changed');
    const last = Math.max(0, slides().length - inView);
    if (to === 'first') show(0, true);
    else if (to === 'last') show(last, true);
    else if (to === 'next') show(first >= last ? 0 : first + 1, true);
    else show(first <= 0 ? last : first - 1, true);
  };

  const measure = () => {
    const track = root.querySelector<HTMLElement>('.wg-rv-slides');
    const next = slidesInView(track?.getBoundingClientRect().width ?? 0);
    if (next === inView) return;
    inView = next;
    show(first, false);
  };

  const observe = () => {
    observer?.disconnect();
    const carousel = root.querySelector('.wg-rv-carousel');
    if (!carousel) return;
    if (Observer) {
      observer = new Observer(measure);
      observer.observe(carousel);
    }
    measure();
    show(first, false);
  };

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const more = event.target.closest<HTMLElement>('.wg-rv-more');
    if (more) {
      const open = more.getAttribute('aria-expanded') !== 'true';
      toggleReadMore(more, open, i18n);
      const id = more.getAttribute('aria-controls') ?? '';
      if (open) {
        opened.add(id);
        report?.('read_more');
      } else opened.delete(id);
      return;
    }
    // The link opens the platform's page in a new tab; the click is all this page sees.
    if (event.target.closest('.wg-rv-btn')) {
      report?.('write_review_clicked');
      return;
    }
    if (event.target.closest('.wg-rv-prev')) move('previous');
    else if (event.target.closest('.wg-rv-next')) move('next');
  };

  const onKeydown = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || !(event.target instanceof Element)) return;
    const to = keys[event.key];
    if (!to || event.altKey || event.ctrlKey || event.metaKey || !event.target.closest('.wg-rv-carousel')) return;
    event.preventDefault();
    move(to);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeydown);
  observe();

  return {
    update() {
      for (const button of root.querySelectorAll<HTMLElement>('.wg-rv-more')) {
        if (opened.has(button.getAttribute('aria-controls') ?? '')) toggleReadMore(button, true, i18n);
      }
      observe();
    },
    // The carousel is laid out before its first paint with as many slides as fit; left to the
    // ResizeObserver, Chromium painted one wide slide first and then the three (a layout shift).
    shown: measure,
    destroy() {
      observer?.disconnect();
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeydown);
    },
  };
}
