// The reading guide: a bar just below the pointer that follows it down the page, like a ruler
// under the line being read. The bar is the widget's own element (in its shadow root, with
// pointer-events:none), so the host page gains no element and the bar goes with the widget.

/** How far below the pointer the bar sits, in px, so it underlines rather than covers the line. */
export const GUIDE_OFFSET = 14;

export interface ReadingGuide {
  set(on: boolean): void;
  /** Re-applies the state to the (possibly re-rendered) bar element. */
  refresh(): void;
  destroy(): void;
}

/** `findBar` returns the current bar element (an update re-renders the widget's markup). */
export function createReadingGuide(doc: Document, findBar: () => HTMLElement | null): ReadingGuide {
  let on = false;
  // Until the pointer moves (a keyboard user), the bar waits in the middle of the window.
  let y: number | null = null;

  const place = () => {
    const bar = findBar();
    if (!bar) return;
    bar.hidden = !on;
    if (!on) return;
    const top = y ?? (doc.defaultView?.innerHeight ?? 0) / 2;
    bar.style.transform = `translateY(${Math.round(top + GUIDE_OFFSET)}px)`;
  };

  const onMove = (event: PointerEvent) => {
    y = event.clientY;
    place();
  };

  const set = (next: boolean) => {
    if (next === on) return place();
    on = next;
    if (on) doc.addEventListener('pointermove', onMove, { passive: true });
    else doc.removeEventListener('pointermove', onMove);
    place();
  };

  return {
    set,
    refresh: place,
    destroy() {
      set(false);
    },
  };
}
