// The affordability calculator installed on a customer's page: the page on one origin pastes the
// snippet, embed.js and the runtime come from the built front-end host on another, and the widget
// configuration from a stub of GET /embed/:id on a third. Build the host first (see README).
import { calculateAffordability, formatMoney } from '@widgetry/calculators';
import { type AffordabilitySettings, defaultHtmlData, htmlDataFields } from '@widgetry/contracts';
import { type EmbedScene, type SceneVisit, startEmbedScene } from '@widgetry/tooling/e2e';
import { expectNoInjection, HOSTILE_PAYLOADS, injectionTraces, withEveryField } from '@widgetry/widgets-core/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

function settings(change: (value: AffordabilitySettings) => void = () => {}): AffordabilitySettings {
  const value = defaultHtmlData('affordability').affordability;
  change(value);
  return value;
}

/** Every leaf set to `payload`, past the schema, as if written straight into the database. */
function hostile(payload: string): AffordabilitySettings {
  return withEveryField(settings(), htmlDataFields('affordability'), payload);
}

const answer = (value: AffordabilitySettings) => ({ type: 'affordability', htmlData: { affordability: value } });
const HOSTILE_IDS = HOSTILE_PAYLOADS.map((_, index) => `hostile-${index}`);

/** What the stub API knows, as GET /embed/:id answers it. */
const WIDGETS: Record<string, unknown> = {
  calc: answer(settings()),
  wide: answer(
    settings((value) => {
      value.layout.template = 'horizontal';
      value.layout.spacing = 'spacious';
      value.header.heading = 'Plan your purchase';
      value.header.textColor = '#112233';
      value.button.calculate.bgColor = '#aa0000';
      value.defaults.annualIncome = 150000;
      value.defaults.loanTerm = 20;
      value.advanced.housingDebtToIncomeRatio = 30;
    }),
  ),
  ...Object.fromEntries(HOSTILE_IDS.map((id, index) => [id, answer(hostile(HOSTILE_PAYLOADS[index] ?? ''))])),
};

let scene: EmbedScene | undefined;

beforeAll(async () => {
  scene = await startEmbedScene(
    WIDGETS,
    (url) =>
      url.searchParams
        .getAll('id')
        .map((id) => `<div data-widgetry-id="${id}" data-type="affordability"></div>`)
        .join('\n<p>Between widgets</p>\n'),
    { stubFonts: true },
  );
});

afterAll(async () => {
  await scene?.close();
});

function visit(ids: string[], viewport = { width: 1280, height: 900 }): Promise<SceneVisit> {
  if (!scene) throw new Error('the servers did not start');
  return scene.open(ids, { context: { viewport } });
}

const widget = (page: Page, id: string): Locator => page.locator(`[data-widgetry-id="${id}"]`);

/** Waits until the widget is mounted and its stylesheet applied (mount shows the root then). */
async function shown(page: Page, id: string): Promise<Locator> {
  const el = widget(page, id);
  await el.locator('.wg-root:not([hidden]) .wg-af').waitFor();
  return el;
}

describe('the affordability calculator on a customer page', () => {
  it('computes what @widgetry/calculators computes, resets, and reports input errors accessibly', async () => {
    const view = await visit(['calc']);
    const calc = await shown(view.page, 'calc');
    await calc.getByRole('heading', { name: 'Affordability Calculator' }).waitFor();
    expect(await view.page.evaluate(() => document.getElementById('footer')?.textContent)).toBe('Customer footer');

    await calc.getByLabel('Annual Income').fill('98000');
    await calc.getByLabel('Extra Monthly Income').fill('650');
    await calc.getByLabel('Monthly Debts').fill('900');
    await calc.getByLabel('Down Payment').fill('40000');
    await calc.getByLabel('Loan Term (years)').selectOption('20');
    await calc.getByLabel('Interest Rate (%)').fill('6.3');
    await calc.getByLabel('Home Price').fill('450000');
    await calc.getByRole('button', { name: 'Calculate' }).click();

    const expected = calculateAffordability({
      annualIncome: 98000,
      extraIncome: 650,
      monthlyDebts: 900,
      downPayment: 40000,
      loanTermYears: 20,
      interestRate: 6.3,
      debtToIncomeRatio: 36,
      housingDebtToIncomeRatio: 28,
    });
    const results = calc.getByRole('region', { name: 'Your results' });
    expect(await results.getAttribute('aria-live')).toBe('polite');
    const figure = (key: string) => results.locator(`dd[data-key="${key}"]`);
    await expect.poll(() => figure('homePrice').textContent()).toBe(formatMoney(expected.homePrice));
    expect(await figure('loanAmount').textContent()).toBe(formatMoney(expected.loanAmount));
    expect(await figure('monthlyPayment').textContent()).toBe(formatMoney(expected.monthlyPayment));
    expect(await figure('downPayment').textContent()).toBe(formatMoney(expected.downPayment));
    expect(expected.limitedBy).toBe('debt');
    expect(await results.getByText('Limited by your total debt ratio (36%)').isVisible()).toBe(true);
    const comparison = expected.homePrice >= 450000 ? 'within what you can afford' : 'above what you can afford';
    expect(await results.getByText(comparison).isVisible()).toBe(true);

    await calc.getByRole('button', { name: 'Reset' }).click();
    expect(await figure('homePrice').textContent()).toBe('—');
    expect(await calc.getByLabel('Annual Income').inputValue()).toBe('');
    expect(await calc.getByLabel('Loan Term (years)').inputValue()).toBe('30');
    expect(await calc.getByLabel('Interest Rate (%)').inputValue()).toBe('4.5');

    // Keyboard only: Enter in a field calculates; a missing income is reported on the field.
    await calc.getByLabel('Interest Rate (%)').press('Enter');
    const income = calc.getByLabel('Annual Income');
    await expect.poll(() => income.getAttribute('aria-invalid')).toBe('true');
    const described = await income.getAttribute('aria-describedby');
    expect(await calc.locator(`[id="${described}"]`).textContent()).toBe('Enter your annual income.');
    expect(
      await income.evaluate((el) => {
        const root = el.getRootNode();
        return root instanceof ShadowRoot && root.activeElement === el;
      }),
    ).toBe(true);

    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('shows the horizontal template with spacious spacing, side by side when wide and stacked when narrow', async () => {
    const view = await visit(['wide']);
    const wide = await shown(view.page, 'wide');
    await wide.getByRole('heading', { name: 'Plan your purchase' }).waitFor();
    const form = wide.locator('form');
    const results = wide.getByRole('region', { name: 'Your results' });

    const layout = await wide.locator('.wg-af').evaluate((el) => ({
      template: el.getAttribute('data-template'),
      spacing: el.getAttribute('data-spacing'),
    }));
    expect(layout).toEqual({ template: 'horizontal', spacing: 'spacious' });
    // Spacious spacing and the colours from the settings are applied through the stylesheet.
    expect(await form.evaluate((el) => getComputedStyle(el).rowGap)).toBe('20px');
    expect(await wide.getByRole('heading').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(17, 34, 51)');
    expect(
      await wide.getByRole('button', { name: 'Calculate' }).evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(170, 0, 0)');

    const [formBox, resultsBox] = await Promise.all([form.boundingBox(), results.boundingBox()]);
    if (!formBox || !resultsBox) throw new Error('not laid out');
    expect(resultsBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
    expect(Math.abs(resultsBox.y - formBox.y)).toBeLessThan(1);

    // The saved defaults prefill the form; Calculate uses the saved 30% housing ratio.
    expect(await wide.getByLabel('Annual Income').inputValue()).toBe('150000');
    await wide.getByRole('button', { name: 'Calculate' }).click();
    const expected = calculateAffordability({
      annualIncome: 150000,
      extraIncome: 0,
      monthlyDebts: 0,
      downPayment: 0,
      loanTermYears: 20,
      interestRate: 4.5,
      debtToIncomeRatio: 36,
      housingDebtToIncomeRatio: 30,
    });
    await expect
      .poll(() => results.locator('dd[data-key="homePrice"]').textContent())
      .toBe(formatMoney(expected.homePrice));
    expect(await results.getByText('Limited by your housing ratio (30%)').isVisible()).toBe(true);

    await view.page.setViewportSize({ width: 480, height: 900 });
    await expect
      .poll(async () => {
        const [narrowForm, narrowResults] = await Promise.all([form.boundingBox(), results.boundingBox()]);
        return narrowForm && narrowResults ? narrowResults.y >= narrowForm.y + narrowForm.height : false;
      })
      .toBe(true);

    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('leaves no injected element, attribute or style on the page for hostile settings', async () => {
    if (!scene) throw new Error('the servers did not start');
    const view = await visit(HOSTILE_IDS);
    for (const id of HOSTILE_IDS) await shown(view.page, id);
    // Hovering and clicking would run an injected handler, if there were one.
    for (const id of HOSTILE_IDS) {
      await widget(view.page, id).locator('h2').hover();
      await widget(view.page, id).locator('label').first().hover();
      await widget(view.page, id).locator('input').first().click();
    }

    const { hostUrl } = scene;
    const traces = await view.page.evaluate(injectionTraces);
    // Nothing ran, no handler anywhere, no injected element or markup outside the shadow roots,
    // no style attribute with more than a value.
    expectNoInjection(traces);
    expect(traces.widgets.map((item) => item.id)).toEqual(HOSTILE_IDS);
    for (const id of HOSTILE_IDS) expect(await widget(view.page, id).locator('.wg-af').count()).toBe(1);
    // Only the loader and the runtime: nothing inline, nothing from anywhere else.
    expect(traces.scripts).toHaveLength(2);
    expect(traces.scripts).toContain(`${hostUrl}/embed.js`);
    expect(
      traces.scripts.filter((src) => src.startsWith(`${hostUrl}/scripts/widget/affordability.js?v=`)),
    ).toHaveLength(1);
    expect(traces.document.stylesheets).toHaveLength(0);
    // Every font setting was hostile, so no fonts stylesheet was asked for either.
    expect(traces.document.links).toEqual([]);
    const shadowLinks = traces.widgets.flatMap((item) => item.links);
    for (const href of shadowLinks) {
      expect(href).toMatch(new RegExp(`^${hostUrl}/styles/widget/affordability\\.css\\?v=`));
    }
    expect(shadowLinks).toHaveLength(HOSTILE_IDS.length);
    // Texts are shown as typed, as text.
    expect(traces.widgets.map((item) => item.heading)).toEqual(HOSTILE_PAYLOADS);

    const allowed = [scene.siteUrl, hostUrl, scene.apiUrl];
    expect(view.requests.filter((url) => !allowed.some((origin) => url.startsWith(origin)))).toEqual([]);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });
});
