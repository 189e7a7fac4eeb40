// The monthly payment calculator installed on a customer's page: the page on one origin pastes
// the snippet, embed.js and the runtime come from the built front-end host on another, and the
// widget configuration from a stub of GET /embed/:id on a third. Build the host first:
// pnpm turbo run build --filter @widgetry/host
import { calculateMonthlyPayment, formatMoney } from '@widgetry/calculators';
import { defaultHtmlData, htmlDataFields, type MonthlypaymentSettings } from '@widgetry/contracts';
import { type EmbedScene, type SceneVisit, startEmbedScene } from '@widgetry/tooling/e2e';
import {
  expectNoInjection,
  HOSTILE_PAYLOADS,
  injectionTraces,
  styleAttributes,
  withEveryField,
} from '@widgetry/widgets-core/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_INPUT } from '../src/monthlypayment.test-support';

const defaults = (): MonthlypaymentSettings => defaultHtmlData('monthlypayment').monthlypayment;

/** The defaults with every leaf replaced by `payload`, as a database row written around the API could hold. */
function hostile(payload: string): unknown {
  return withEveryField(defaults(), htmlDataFields('monthlypayment'), payload);
}

const answer = (settings: unknown) => ({ type: 'monthlypayment', htmlData: { monthlypayment: settings } });
const WIDGETS: Record<string, unknown> = {
  calc: answer(defaults()),
  ...Object.fromEntries(HOSTILE_PAYLOADS.map((payload, index) => [`hostile-${index}`, answer(hostile(payload))])),
};

let scene: EmbedScene | undefined;

beforeAll(async () => {
  // ?id=…&width=…: the snippets, each in a box of the customer's own of that width.
  scene = await startEmbedScene(
    WIDGETS,
    (url) => {
      const width = Number(url.searchParams.get('width') ?? '1000');
      return url.searchParams
        .getAll('id')
        .map(
          (id) =>
            `<div class="customer-column" style="width:${width}px"><div data-widgetry-id="${encodeURIComponent(id)}" data-type="monthlypayment"></div></div>`,
        )
        .join('\n');
    },
    { stubFonts: true },
  );
});

afterAll(async () => {
  await scene?.close();
});

function visit(ids: string[], width = 1000): Promise<SceneVisit> {
  if (!scene) throw new Error('the browser or the customer site did not start');
  return scene.open(ids, { params: { width: String(width) }, context: { viewport: { width: 1280, height: 900 } } });
}

const widget = (page: Page, id: string): Locator => page.locator(`[data-widgetry-id="${id}"]`);

/** The figures for the defaults with the visitor's changes. */
function expectedTotal(change: Partial<Parameters<typeof calculateMonthlyPayment>[0]>): string {
  const result = calculateMonthlyPayment({ ...DEFAULT_PAYMENT_INPUT, ...change });
  return formatMoney(result.total);
}

describe('the monthly payment calculator on a customer page', () => {
  it('recomputes live as the visitor moves the sliders by keyboard and changes the down payment', async () => {
    const view = await visit(['calc']);
    const calc = widget(view.page, 'calc');
    await calc.getByRole('heading', { name: 'Mortgage Calculator' }).waitFor();
    const total = calc.getByRole('status');
    expect(await total.getAttribute('aria-live')).toBe('polite');
    expect(await total.textContent()).toBe(expectedTotal({}));

    const priceSlider = calc.getByRole('slider', { name: 'Home Price', exact: true });
    const price = calc.getByRole('spinbutton', { name: 'Home Price', exact: true });
    await priceSlider.focus();
    for (let i = 0; i < 5; i++) await priceSlider.press('ArrowRight');
    // The default range moves in steps of $1,000.
    expect(await priceSlider.inputValue()).toBe('1555000');
    expect(await price.inputValue()).toBe('1555000');
    expect(await calc.getByText('$1.555M').count()).toBe(1);
    await expect.poll(() => total.textContent()).toBe(expectedTotal({ homePrice: 1_555_000 }));

    const down = calc.getByRole('spinbutton', { name: 'Down Payment', exact: true });
    await down.fill('10');
    const downSlider = calc.getByRole('slider', { name: 'Down Payment', exact: true });
    expect(await downSlider.inputValue()).toBe('10');
    await downSlider.press('ArrowLeft');
    await downSlider.press('ArrowLeft');
    expect(await down.inputValue()).toBe('8');
    await expect.poll(() => total.textContent()).toBe(expectedTotal({ homePrice: 1_555_000, downPaymentPercent: 8 }));
    expect(await calc.getByText('$124,400.00').count()).toBe(1);
    const insurance = calc.locator('.wg-mp-legend [data-item="mortgageInsurance"] [data-out]');
    expect(await insurance.textContent()).not.toBe('$0.00');

    await calc.getByRole('combobox', { name: 'Loan Type' }).selectOption('15');
    await expect
      .poll(() => total.textContent())
      .toBe(expectedTotal({ homePrice: 1_555_000, downPaymentPercent: 8, loanTermYears: 15 }));

    // The widget's stylesheet applied: the first dot takes the default principal colour.
    const dotColor = await calc
      .locator('.wg-mp-legend .wg-mp-d1')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(dotColor).toBe('rgb(66, 153, 225)');
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('stacks into one column when its own box is under 768 px wide, on a wide page', async () => {
    const boxes = async (width: number) => {
      const view = await visit(['calc'], width);
      const calc = widget(view.page, 'calc');
      await calc.getByRole('heading', { name: 'Mortgage Calculator' }).waitFor();
      const [left, right, summary] = await Promise.all(
        ['.wg-mp-left', '.wg-mp-right', '.wg-mp-summary'].map((selector) => calc.locator(selector).boundingBox()),
      );
      const viewport = view.page.viewportSize();
      expect(view.errors).toEqual([]);
      await view.page.context().close();
      if (!left || !right || !summary) throw new Error('the columns are not laid out');
      return { left, right, summary, viewport };
    };

    const wide = await boxes(1000);
    expect(wide.right.x).toBeGreaterThanOrEqual(wide.left.x + wide.left.width);
    expect(Math.abs(wide.right.y - wide.left.y)).toBeLessThan(1);

    const narrow = await boxes(500);
    expect(narrow.viewport?.width).toBe(1280);
    expect(Math.abs(narrow.right.x - narrow.left.x)).toBeLessThan(1);
    expect(narrow.right.y).toBeGreaterThanOrEqual(narrow.left.y + narrow.left.height);
    expect(narrow.left.y).toBeGreaterThanOrEqual(narrow.summary.y + narrow.summary.height);
    expect(narrow.left.width).toBeLessThanOrEqual(500);
  });

  it('turns hostile settings from the API into nothing but escaped text', async () => {
    const ids = HOSTILE_PAYLOADS.map((_, index) => `hostile-${index}`);
    const view = await visit(ids);
    for (const [index, payload] of HOSTILE_PAYLOADS.entries()) {
      const hostileWidget = widget(view.page, `hostile-${index}`);
      await hostileWidget.getByRole('heading', { name: payload, exact: true }).waitFor();
      // Anything that got in as a handler would fire now.
      await hostileWidget.getByRole('heading').hover();
      await hostileWidget.getByRole('status').hover();
    }
    const traces = await view.page.evaluate(injectionTraces);
    // Nothing ran, no handler anywhere, no script, style, image, frame or object in a widget.
    expectNoInjection(traces);
    expect(traces.scripts.map((src) => new URL(src).pathname).sort()).toEqual([
      '/embed.js',
      '/scripts/widget/monthlypayment.js',
    ]);
    expect(traces.document.stylesheets.length + traces.document.links.length).toBe(0);
    expect(traces.widgets.map((item) => item.links.map((href) => new URL(href).pathname))).toEqual(
      ids.map(() => ['/styles/widget/monthlypayment.css']),
    );
    // The only inline styles are the ring's arc ends, numbers the widget computed.
    for (const style of traces.widgets.flatMap(styleAttributes).filter((item) => item !== '')) {
      expect(style).toMatch(/^(--wg-s\d:\s*\d+\.\d\d%;?\s*)+$/);
    }
    expect(traces.widgets.map((item) => item.rootStyle)).toEqual(ids.map(() => ''));
    // Every value fell back to its default, so each calculator still works.
    const totals = await Promise.all(ids.map((id) => widget(view.page, id).getByRole('status').textContent()));
    expect(totals).toEqual(ids.map(() => expectedTotal({})));
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });
});
