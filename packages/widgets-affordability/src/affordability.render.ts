// Pure rendering of the affordability calculator's markup from the settings. No DOM here, so the
// API can render previews on the server. Styling settings become CSS variables (affordability.vars.ts).
import type { AffordabilitySettings } from '@widgetry/contracts';
import {
  AFFORDABILITY_RESULT_LAYOUTS,
  AFFORDABILITY_SPACINGS,
  AFFORDABILITY_TEMPLATES,
  AMOUNT_BOUND,
  LOAN_TERMS,
} from '@widgetry/contracts/constants';
import { html, type RenderContext, type SafeHtml } from '@widgetry/widgets-core';
import { affordabilityRatios, basisText, RESULT_KEYS } from './affordability.calculate';
import { defaultText, INPUT_NAMES, INPUT_TITLES, INTEREST_RATE, type InputName } from './affordability.fields';

/** Texts the settings do not carry. The spec leaves the result's wording open; these are ours. */
export const AFFORDABILITY_TEXT = {
  results: 'Your results',
  homePrice: 'Affordable home price',
  loanAmount: 'Loan amount',
  monthlyPayment: 'Monthly payment',
  downPayment: 'Down payment',
  optional: '(optional)',
  years: 'years',
  calculate: 'Calculate',
  reset: 'Reset',
  empty: '—',
} as const;

/** `value` when it is one of `allowed`, else `fallback`: enums reach attributes only from their list. */
function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function control(settings: AffordabilitySettings, ctx: RenderContext, name: InputName): SafeHtml {
  const id = ctx.idPrefix + name;
  const placeholder = str(settings.fields[name].placeholder);
  const value = defaultText(settings.defaults, name);
  if (name === 'loanTerm') {
    // The placeholder is the first, unselectable choice; it shows only when no valid term is saved.
    const options = LOAN_TERMS.map(
      (term) =>
        html`<option value="${term}"${value === String(term) ? html` selected` : ''}>${term} ${AFFORDABILITY_TEXT.years}</option>`,
    );
    return html`<select id="${id}" name="${name}"><option value="" disabled${value === '' ? html` selected` : ''}>${placeholder}</option>${options}</select>`;
  }
  const bounds =
    name === 'interestRate'
      ? html`min="${INTEREST_RATE.min}" max="${INTEREST_RATE.max}" step="${INTEREST_RATE.step}"`
      : html`min="${AMOUNT_BOUND.min}" step="any"`;
  return html`<input id="${id}" name="${name}" type="number" inputmode="decimal" ${bounds} autocomplete="off" placeholder="${placeholder}" value="${value}">`;
}

function field(settings: AffordabilitySettings, ctx: RenderContext, name: InputName): SafeHtml {
  const id = ctx.idPrefix + name;
  const label = str(settings.fields[name].label).trim();
  // A blank label still names the input for assistive technology, just not on screen.
  const labelHtml =
    label === ''
      ? html`<label class="wg-af-sr" for="${id}">${INPUT_TITLES[name]}</label>`
      : html`<label for="${id}">${label}${name === 'homePrice' && html` <span class="wg-af-optional">${AFFORDABILITY_TEXT.optional}</span>`}</label>`;
  return html`<div class="wg-af-field">${labelHtml}${control(settings, ctx, name)}<p class="wg-af-error" id="${id}-error" hidden></p></div>`;
}

function button(caption: unknown, fallback: string, kind: 'calc' | 'reset'): SafeHtml {
  const text = str(caption).trim() || fallback;
  return kind === 'calc'
    ? html`<button class="wg-af-btn wg-af-calc" type="submit">${text}</button>`
    : html`<button class="wg-af-btn wg-af-reset" type="button" data-action="reset">${text}</button>`;
}

/**
 * The calculator: header, the form (seven inputs, Calculate and Reset) and the result in a polite
 * live region, its figures empty until the visitor calculates, then the disclaimer. The template
 * and spacing are attributes the stylesheet reads.
 */
export function renderAffordability(settings: AffordabilitySettings, ctx: RenderContext): string {
  const { header, layout, button: buttons, results, disclaimer } = settings;
  const heading = str(header.heading);
  const subHeading = str(header.subHeading);
  const note = str(disclaimer.text);
  const rows = RESULT_KEYS.map(
    (key) =>
      html`<div${key === 'homePrice' ? html` class="wg-af-total"` : ''}><dt>${AFFORDABILITY_TEXT[key]}</dt><dd data-key="${key}">${AFFORDABILITY_TEXT.empty}</dd></div>`,
  );
  const head =
    (heading !== '' || subHeading !== '') &&
    html`<div class="wg-af-header">${heading !== '' && html`<h2 class="wg-af-title">${heading}</h2>`}${subHeading !== '' && html`<p class="wg-af-sub">${subHeading}</p>`}</div>`;
  return html`<div class="wg-af" data-template="${pick(layout.template, AFFORDABILITY_TEMPLATES, 'vertical')}" data-spacing="${pick(layout.spacing, AFFORDABILITY_SPACINGS, 'normal')}">${head}<div class="wg-af-body"><form class="wg-af-form" novalidate>${INPUT_NAMES.map(
    (name) => field(settings, ctx, name),
  )}<div class="wg-af-actions">${button(buttons.calculate.text, AFFORDABILITY_TEXT.calculate, 'calc')}${button(buttons.reset.text, AFFORDABILITY_TEXT.reset, 'reset')}</div></form><div class="wg-af-results" data-layout="${pick(results.layout, AFFORDABILITY_RESULT_LAYOUTS, 'simple')}" role="region" aria-label="${AFFORDABILITY_TEXT.results}" aria-live="polite" aria-atomic="true"><dl>${rows}</dl><p class="wg-af-note" data-key="limitedBy" hidden></p><p class="wg-af-note" data-key="target" hidden></p><p class="wg-af-basis">${basisText(affordabilityRatios(settings.advanced))}</p></div></div>${note !== '' && html`<p class="wg-af-disclaimer">${note}</p>`}</div>`
    .value;
}
