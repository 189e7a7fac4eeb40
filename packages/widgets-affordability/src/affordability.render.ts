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
import { html, type KeysOf, type RenderContext, type SafeHtml, settingText } from '@widgetry/widgets-core';
import { affordabilityRatios, basisText, RESULT_KEYS } from './affordability.calculate';
import { defaultText, INPUT_NAMES, INTEREST_RATE, type InputName } from './affordability.fields';
import { affordabilityMessages } from './i18n/en';

/** What an empty result figure shows before the visitor calculates (no words, so no catalogue entry). */
export const EMPTY_RESULT = '—';

/** The calculator's render context: its texts come from the affordability catalogue (i18n/en.ts). */
export type AffordabilityContext = RenderContext<typeof affordabilityMessages>;

/** The catalogue key of each input's default label, also its stand-in name when the owner left it blank. */
const INPUT_TITLE_KEYS = {
  annualIncome: 'annualIncome',
  extraIncome: 'extraIncome',
  monthlyDebts: 'monthlyDebts',
  downPayment: 'downPaymentInput',
  loanTerm: 'loanTerm',
  interestRate: 'interestRate',
  homePrice: 'homePriceInput',
} as const satisfies Record<InputName, keyof typeof affordabilityMessages>;

/** `value` when it is one of `allowed`, else `fallback`: enums reach attributes only from their list. */
function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A settings text as the visitor reads it: the owner's as typed, the catalogue's in the widget's
 * language while it is still the contract's English default (issue 32).
 */
const shown = (ctx: AffordabilityContext, key: KeysOf<typeof affordabilityMessages, string>, stored: unknown): string =>
  settingText(ctx.i18n, affordabilityMessages, key, str(stored));

function control(settings: AffordabilitySettings, ctx: AffordabilityContext, name: InputName): SafeHtml {
  const id = ctx.idPrefix + name;
  const placeholder = shown(ctx, `${name}Placeholder`, settings.fields[name].placeholder);
  const value = defaultText(settings.defaults, name);
  if (name === 'loanTerm') {
    // The placeholder is the first, unselectable choice; it shows only when no valid term is saved.
    const options = LOAN_TERMS.map(
      (term) =>
        html`<option value="${term}"${value === String(term) ? html` selected` : ''}>${ctx.i18n.plural('years', term)}</option>`,
    );
    return html`<select id="${id}" name="${name}"><option value="" disabled${value === '' ? html` selected` : ''}>${placeholder}</option>${options}</select>`;
  }
  const bounds =
    name === 'interestRate'
      ? html`min="${INTEREST_RATE.min}" max="${INTEREST_RATE.max}" step="${INTEREST_RATE.step}"`
      : html`min="${AMOUNT_BOUND.min}" step="any"`;
  return html`<input id="${id}" name="${name}" type="number" inputmode="decimal" ${bounds} autocomplete="off" placeholder="${placeholder}" value="${value}">`;
}

function field(settings: AffordabilitySettings, ctx: AffordabilityContext, name: InputName): SafeHtml {
  const id = ctx.idPrefix + name;
  const label = shown(ctx, INPUT_TITLE_KEYS[name], settings.fields[name].label).trim();
  // A blank label still names the input for assistive technology, just not on screen.
  const labelHtml =
    label === ''
      ? html`<label class="wg-af-sr" for="${id}">${ctx.i18n.t(INPUT_TITLE_KEYS[name])}</label>`
      : html`<label for="${id}">${label}${name === 'homePrice' && html` <span class="wg-af-optional">${ctx.i18n.t('optional')}</span>`}</label>`;
  return html`<div class="wg-af-field">${labelHtml}${control(settings, ctx, name)}<p class="wg-af-error" id="${id}-error" hidden></p></div>`;
}

function button(ctx: AffordabilityContext, caption: unknown, key: 'calculate' | 'reset'): SafeHtml {
  const text = shown(ctx, key, caption).trim() || ctx.i18n.t(key);
  return key === 'calculate'
    ? html`<button class="wg-af-btn wg-af-calc" type="submit">${text}</button>`
    : html`<button class="wg-af-btn wg-af-reset" type="button" data-action="reset">${text}</button>`;
}

/**
 * The calculator: header, the form (seven inputs, Calculate and Reset) and the result in a polite
 * live region, its figures empty until the visitor calculates, then the disclaimer. The template
 * and spacing are attributes the stylesheet reads.
 */
export function renderAffordability(settings: AffordabilitySettings, ctx: AffordabilityContext): string {
  const { t } = ctx.i18n;
  const { header, layout, button: buttons, results, disclaimer } = settings;
  const heading = shown(ctx, 'heading', header.heading);
  const subHeading = shown(ctx, 'subHeading', header.subHeading);
  const note = shown(ctx, 'disclaimer', disclaimer.text);
  const rows = RESULT_KEYS.map(
    (key) =>
      html`<div${key === 'homePrice' ? html` class="wg-af-total"` : ''}><dt>${t(key)}</dt><dd data-key="${key}">${EMPTY_RESULT}</dd></div>`,
  );
  const head =
    (heading !== '' || subHeading !== '') &&
    html`<div class="wg-af-header">${heading !== '' && html`<h2 class="wg-af-title">${heading}</h2>`}${subHeading !== '' && html`<p class="wg-af-sub">${subHeading}</p>`}</div>`;
  return html`<div class="wg-af" data-template="${pick(layout.template, AFFORDABILITY_TEMPLATES, 'vertical')}" data-spacing="${pick(layout.spacing, AFFORDABILITY_SPACINGS, 'normal')}">${head}<div class="wg-af-body"><form class="wg-af-form" novalidate>${INPUT_NAMES.map(
    (name) => field(settings, ctx, name),
  )}<div class="wg-af-actions">${button(ctx, buttons.calculate.text, 'calculate')}${button(ctx, buttons.reset.text, 'reset')}</div></form><div class="wg-af-results" data-layout="${pick(results.layout, AFFORDABILITY_RESULT_LAYOUTS, 'simple')}" role="region" aria-label="${t('results')}" aria-live="polite" aria-atomic="true"><dl>${rows}</dl><p class="wg-af-note" data-key="limitedBy" hidden></p><p class="wg-af-note" data-key="target" hidden></p><p class="wg-af-basis">${basisText(affordabilityRatios(settings.advanced), ctx.i18n)}</p></div></div>${note !== '' && html`<p class="wg-af-disclaimer">${note}</p>`}</div>`
    .value;
}
