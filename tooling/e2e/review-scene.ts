/// <reference lib="dom" />
// (The audit runs its callback in the page, where the DOM is.)
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { type RunningServer, serve } from './servers';

// What the review runtimes' browser tests share: an image host (the machine is offline), the wait
// for a mounted review widget, and an axe-core audit that reaches into the widgets' shadow roots.

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** A 1×1 PNG, what the image host answers for every logo, avatar and photo. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** A server answering every path with the 1×1 PNG. */
export function servePixelImages(): Promise<RunningServer> {
  return serve((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL);
  });
}

/** `data` with every `from` origin (a fixture's offline image host) replaced by `to`. */
export function withOrigin<T>(data: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(data).replaceAll(from, to));
}

/** Waits until the review widget is mounted and its stylesheet applied (mount shows the root then). */
export async function shownReviewWidget(page: Page, id: string): Promise<Locator> {
  const el = page.locator(`[data-widgetry-id="${id}"]`);
  await el.locator('.wg-root:not([hidden]) .wg-rv').waitFor();
  return el;
}

export interface AxeAuditOptions {
  /** axe-core's rule tags; default WCAG 2 A and AA. */
  tags?: readonly string[];
  /** Each violation with its elements and axe's summary, not only their count. */
  detail?: boolean;
}

/**
 * axe-core's audit of the page: the violations as `rule: node count` (or, with `detail`, the nodes
 * and why), and how many checked nodes sat inside a shadow root (so the widgets were really looked
 * at). It first waits for every finite animation (a carousel slide fading in) to end: a colour
 * caught half-way through a fade is not the colour a visitor reads.
 */
export async function axeAudit(
  page: Page,
  { tags = ['wcag2a', 'wcag2aa'], detail = false }: AxeAuditOptions = {},
): Promise<{ violations: string[]; inShadow: number }> {
  await page.evaluate(async () => {
    const roots: DocumentOrShadowRoot[] = [document];
    for (const el of Array.from(document.querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
    const finite = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(
    async ({ values, withDetail }) => {
      const engine = window.axe;
      if (!engine) throw new Error('axe-core did not load');
      const results = await engine.run(document, { runOnly: { type: 'tag', values } });
      return {
        violations: results.violations.map((rule) =>
          withDetail
            ? `${rule.id}: ${rule.nodes.map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`).join(' | ')}`
            : `${rule.id}: ${rule.nodes.length}`,
        ),
        inShadow: results.passes.flatMap((rule) => rule.nodes).filter((node) => Array.isArray(node.target[0])).length,
      };
    },
    { values: [...tags], withDetail: detail },
  );
}
