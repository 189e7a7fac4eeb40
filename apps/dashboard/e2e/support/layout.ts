import type { Page } from '@widgetry/tooling/e2e';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 850 };
export const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** What sticks out of the page sideways: the page's own scroll width and every control cut off. */
export interface LayoutFaults {
  /** The page scrolls sideways: its scroll width, else null. */
  scrollWidth: number | null;
  /** Visible buttons, links and fields reaching past the left or right edge. */
  cutOff: string[];
}

/**
 * The page as the user sees it: does it scroll sideways, and is any visible button, link or field
 * cut off at the left or right edge of the window. A control inside a box that scrolls sideways
 * counts too: a Cancel the user must find by scrolling a table is cut off all the same.
 */
export function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const root = document.scrollingElement ?? document.documentElement;
    const describe = (element: Element, box: DOMRect) => {
      const name =
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.textContent ||
        element.textContent ||
        element.getAttribute('placeholder') ||
        '';
      return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)}`;
    };
    const cutOff: string[] = [];
    for (const element of document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Out of use and out of sight on purpose (the auth page's other panel, slid away).
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      // Visually hidden (the sr-only pattern) is not a cut-off control.
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.left < -1 || box.right > width + 1) cutOff.push(describe(element, box));
    }
    return { scrollWidth: root.scrollWidth > width ? root.scrollWidth : null, cutOff };
  });
}
