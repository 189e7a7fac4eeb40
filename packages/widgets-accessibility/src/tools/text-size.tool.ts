// Text size. Scaling the root font-size only reaches rem/em-based sites, and a stylesheet rule
// such as `body * { font-size: calc(1em * k) }` compounds down every nesting level. Instead each
// element of the page gets an inline `font-size` of its own size times the scale, in px:
//   1. every element the tool changed gets its original inline value back (so sizes are the
//      page's own again),
//   2. every element's computed size is read (all reads before any write, so a parent's new
//      size never leaks into a child's reading: nothing compounds),
//   3. each is written as `size × scale` px, !important so the page's own rules do not win.
// Trade-offs: the page's elements carry an inline style while the tool is on (the exact original
// value, or no style attribute at all, is restored when it goes back to 100 % and on reset and
// destroy); a change costs one pass over the page; content added later (a single-page app) is
// picked up by a MutationObserver that runs the same pass again. SVG is left alone (its text is
// sized by the drawing), as are the widget's own elements.
import { TEXT_SIZE } from '../accessibility.tools';

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT', 'BR', 'WBR', 'TITLE', 'HEAD']);

interface Original {
  value: string;
  priority: string;
  /** Whether the element had a style attribute before, so an empty one we leave behind can go. */
  hadStyle: boolean;
}

export interface TextScaler {
  /** Scales the page's text to `percent` of its own size; 100 restores it. */
  set(percent: number): void;
  /** The current scale in percent. */
  readonly percent: number;
  /** Restores every element and stops watching the page. */
  destroy(): void;
}

/** Creates the text scaler of `doc`; `isOwn` marks the widget's own elements, which are never scaled. */
export function createTextScaler(doc: Document, isOwn: (el: Element) => boolean): TextScaler {
  const originals = new Map<HTMLElement, Original>();
  let percent: number = TEXT_SIZE.base;
  let observer: MutationObserver | undefined;

  const eligible = (el: Element): el is HTMLElement =>
    el instanceof HTMLElement && !SKIPPED.has(el.tagName) && !isOwn(el);

  const restoreAll = () => {
    for (const [el, original] of originals) {
      if (original.value) el.style.setProperty('font-size', original.value, original.priority);
      else el.style.removeProperty('font-size');
      if (!original.hadStyle && el.getAttribute('style') === '') el.removeAttribute('style');
    }
    originals.clear();
  };

  const scalePage = () => {
    const body = doc.body;
    if (!body) return;
    const view = doc.defaultView;
    if (!view) return;
    const elements = [body, ...body.querySelectorAll('*')].filter(eligible);
    const sizes = elements.map((el) => Number.parseFloat(view.getComputedStyle(el).fontSize));
    elements.forEach((el, index) => {
      const size = sizes[index];
      if (size === undefined || !Number.isFinite(size) || size <= 0) return;
      originals.set(el, {
        value: el.style.getPropertyValue('font-size'),
        priority: el.style.getPropertyPriority('font-size'),
        hadStyle: el.hasAttribute('style'),
      });
      el.style.setProperty('font-size', `${Math.round(size * percent) / 100}px`, 'important');
    });
  };

  const watch = () => {
    if (observer || !doc.body || typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver((records) => {
      const added = records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLElement));
      if (!added || percent === TEXT_SIZE.base) return;
      // New elements may inherit an already scaled size; measuring from the originals avoids that.
      restoreAll();
      scalePage();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
  };

  const unwatch = () => {
    observer?.disconnect();
    observer = undefined;
  };

  return {
    get percent() {
      return percent;
    },
    set(next) {
      if (next === percent && (next === TEXT_SIZE.base || originals.size > 0)) return;
      restoreAll();
      percent = next;
      if (percent === TEXT_SIZE.base) {
        unwatch();
        return;
      }
      scalePage();
      watch();
    },
    destroy() {
      unwatch();
      restoreAll();
      percent = TEXT_SIZE.base;
    },
  };
}
