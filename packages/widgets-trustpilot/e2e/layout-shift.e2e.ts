// The Trustpilot widget must not move the customer's page when it appears (DESIGN budget "host
// page": no layout shift). embed.js is async, so the page paints before the widget shows; the
// install snippet's placeholder reserves the type's height (the dashboard's buildInstallSnippet
// writes the definition's reservedHeight as an inline min-height, checked by its unit test), and
// this page carries that placeholder mid-page, with text below it in view. The same page with a
// bare placeholder is the control: it must shift, or the probe would prove nothing.
import { defaultHtmlData, type TrustpilotSettings } from '@widgetry/contracts';
import {
  type EmbedScene,
  type RunningServer,
  servePixelImages,
  shownReviewWidget,
  startEmbedScene,
  withOrigin,
} from '@widgetry/tooling/e2e';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustpilotDefinition } from '../src/trustpilot.definition';

const settings = (change: Partial<TrustpilotSettings> = {}): TrustpilotSettings => ({
  ...defaultHtmlData('trustpilot').trustpilot,
  ...change,
});

const TEXT =
  '<p>Maple Court offers one and two bedroom apartments close to the park, with on-site maintenance, ' +
  'secure parking and a laundry room on every floor. Call the office to arrange a viewing.</p>';

let images: RunningServer | undefined;
let scene: EmbedScene | undefined;

beforeAll(async () => {
  images = await servePixelImages();
  const reviews = withOrigin(reviewsFixture('trustpilot'), 'https://img.example', images.url);
  const answer = (value: TrustpilotSettings) => ({
    type: 'trustpilot',
    htmlData: { trustpilot: value },
    data: reviews,
  });
  scene = await startEmbedScene(
    { list: answer(settings()), carousel: answer(settings({ layout: 'carousel' })) },
    (url) => {
      const id = url.searchParams.get('id') ?? '';
      const reserve = url.searchParams.get('reserve') === 'yes';
      const style = reserve ? ` style="min-height:${trustpilotDefinition.reservedHeight}px"` : '';
      return `${TEXT}\n<div data-widgetry-id="${id}" data-type="trustpilot"${style}></div>\n${TEXT}${TEXT}`;
    },
    { stubFonts: true },
  );
});

afterAll(async () => {
  await scene?.close();
  await images?.close();
});

/**
 * Every layout shift the page recorded since it started (the entries are buffered), each with the
 * boxes it moved. The buffered entries arrive in the observer's first callback, queued when it
 * starts observing: two animation frames later they have all been delivered.
 */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const shifts: string[] = [];
    type Rect = { y: number; height: number };
    type Shift = PerformanceEntry & { value: number; sources?: { previousRect: Rect; currentRect: Rect }[] };
    const box = (rect: Rect) => `y ${Math.round(rect.y)} h ${Math.round(rect.height)}`;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).map((s) => `${box(s.previousRect)} -> ${box(s.currentRect)}`);
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    observer.disconnect();
    return shifts;
  });
}

async function shiftsOf(id: string, reserve: boolean): Promise<string[]> {
  if (!scene) throw new Error('the servers did not start');
  const view = await scene.open([id], {
    params: { reserve: reserve ? 'yes' : 'no' },
    context: { viewport: { width: 1280, height: 900 } },
  });
  const widget = await shownReviewWidget(view.page, id);
  // Shown and laid out: the rows are in, the carousel has measured how many slides fit.
  await widget.getByText('Reviews from Trustpilot').waitFor();
  const shifts = await layoutShifts(view.page);
  expect(view.errors).toEqual([]);
  await view.page.context().close();
  return shifts;
}

describe('the trustpilot widget mid-page', () => {
  it('moves the text below it when the placeholder reserves nothing (the control)', async () => {
    expect((await shiftsOf('list', false)).length).toBeGreaterThan(0);
  });

  it('moves nothing when the placeholder reserves the type height, as a list or a carousel', async () => {
    expect(trustpilotDefinition.reservedHeight).toBeGreaterThan(0);
    expect(await shiftsOf('list', true)).toEqual([]);
    expect(await shiftsOf('carousel', true)).toEqual([]);
  });
});
