// The rows of the two field columns, one renderer per row key. Every value written here is a
// number from the settings model or a text formatted by the calculators, and still goes through
// the html`` tag, so nothing a setting holds can become markup.
import type { PaymentItemKey } from '@widgetry/calculators';
import { AMOUNT_BOUND, INTEREST_RATE_BOUND, PERCENT_BOUND } from '@widgetry/contracts/constants';
import { html, type RenderContext, type SafeHtml } from '@widgetry/widgets-core';
import type { monthlypaymentMessages } from './i18n/en';
import { VISITOR_BOUNDS } from './monthlypayment.bounds';
import {
  LOAN_TERM_YEARS,
  type LoanTermYears,
  type OutputKey,
  type PaymentView,
  sliderStep,
  type VisitorInput,
} from './monthlypayment.compute';
import { money, percent, sliderLabel } from './monthlypayment.format';
import type { MonthlyPaymentModel, RowKey } from './monthlypayment.settings';

/** The inputs by their `name`, which the behaviour reads (ids carry the per-widget prefix). */
export const INPUT_NAMES = {
  homePrice: 'homePrice',
  homePriceRange: 'homePriceRange',
  downPaymentPercent: 'downPaymentPercent',
  downPaymentRange: 'downPaymentRange',
  loanTerm: 'loanTerm',
  interestRate: 'interestRate',
  propertyTaxRate: 'propertyTaxRate',
  homeInsurance: 'homeInsurance',
  hoaFees: 'hoaFees',
} as const;

/** Each breakdown item's dot, 1 to 5 in the calculators' order (`.wg-mp-d1` … in the stylesheet). */
export const DOT_INDEX: Record<PaymentItemKey, number> = {
  principalAndInterest: 1,
  propertyTax: 2,
  homeInsurance: 3,
  hoa: 4,
  mortgageInsurance: 5,
};

/** The calculator's render context: its texts come from the monthly payment catalogue (i18n/en.ts). */
export type MonthlypaymentContext = RenderContext<typeof monthlypaymentMessages>;

export interface RowsContext {
  ctx: MonthlypaymentContext;
  model: MonthlyPaymentModel;
  input: VisitorInput;
  view: PaymentView;
}

export const dot = (item: PaymentItemKey): SafeHtml =>
  html`<span class="wg-mp-dot wg-mp-d${DOT_INDEX[item]}" aria-hidden="true"></span>`;

/** A text the behaviour refreshes: it finds every element with this `data-out` key. */
export const out = (key: OutputKey, text: string, id?: string): SafeHtml =>
  html`<span class="wg-mp-amount"${id ? html` id="${id}"` : ''} data-out="${key}">${text}</span>`;

interface NumberOptions {
  min: number;
  max: number;
  step: number | 'any';
  prefix?: string;
  suffix?: string;
  describedBy?: string;
}

function numberInput(id: string, name: string, value: number, options: NumberOptions): SafeHtml {
  const { min, max, step, prefix, suffix, describedBy } = options;
  const affix = (text: string | undefined) => text && html`<span class="wg-mp-affix" aria-hidden="true">${text}</span>`;
  // The error note is always referenced: while empty and hidden it adds nothing to the description.
  const errorId = `${id}-error`;
  const described = describedBy ? `${describedBy} ${errorId}` : errorId;
  return html`<div class="wg-mp-input">${affix(prefix)}<input id="${id}" name="${name}" type="number" inputmode="decimal" min="${min}" max="${max}" step="${step}" value="${value}" autocomplete="off" aria-describedby="${described}">${affix(suffix)}</div><p class="wg-mp-error" id="${errorId}" hidden></p>`;
}

interface SliderOptions {
  id: string;
  name: string;
  labelledBy: string;
  min: number;
  max: number;
  step: number;
  value: number;
  valueText: string;
  ends: [string, string];
  current: { key: OutputKey; text: string };
}

/** A range input with its end labels and the current value between them. */
function slider(o: SliderOptions): SafeHtml {
  return html`<div class="wg-mp-slider"><input id="${o.id}" name="${o.name}" type="range" min="${o.min}" max="${o.max}" step="${o.step}" value="${o.value}" aria-labelledby="${o.labelledBy}" aria-valuetext="${o.valueText}"><div class="wg-mp-scale" aria-hidden="true"><span>${o.ends[0]}</span><span data-out="${o.current.key}">${o.current.text}</span><span>${o.ends[1]}</span></div></div>`;
}

function row(key: RowKey, content: SafeHtml): SafeHtml {
  return html`<div class="wg-mp-row" data-row="${key}">${content}</div>`;
}

/** A label with a dot and the item's monthly amount beside it. */
function itemHead(item: PaymentItemKey, label: SafeHtml, view: PaymentView): SafeHtml {
  return html`<div class="wg-mp-head">${dot(item)}${label}${out(item, view.texts[item])}</div>`;
}

function label(id: string, forId: string, text: string): SafeHtml {
  return html`<label class="wg-mp-label" id="${id}-label" for="${forId}">${text}</label>`;
}

type RowRenderer = (r: RowsContext) => SafeHtml;

/** A monthly dollar amount the visitor may change, with its breakdown item's dot and figure. */
function monthlyAmountRow(
  key: 'homeInsurance' | 'hoaFees',
  item: PaymentItemKey,
  { ctx, input, view }: RowsContext,
): SafeHtml {
  const id = ctx.idPrefix + INPUT_NAMES[key];
  return row(
    key,
    html`${itemHead(item, label(id, id, ctx.i18n.t(key)), view)}${numberInput(id, INPUT_NAMES[key], input[key], {
      min: 0,
      max: AMOUNT_BOUND.max,
      step: 'any',
      prefix: '$',
      suffix: ctx.i18n.t('perMonthShort'),
    })}`,
  );
}

const ROWS: Record<RowKey, RowRenderer> = {
  principalInterest: ({ ctx, view }) =>
    row(
      'principalInterest',
      itemHead('principalAndInterest', html`<span class="wg-mp-label">${ctx.i18n.t('principalInterest')}</span>`, view),
    ),

  homePrice: ({ ctx, model, input }) => {
    const id = ctx.idPrefix + INPUT_NAMES.homePrice;
    const { min, max } = model.homePrice;
    return row(
      'homePrice',
      html`${label(id, id, ctx.i18n.t('homePrice'))}${numberInput(id, INPUT_NAMES.homePrice, input.homePrice, {
        min: VISITOR_BOUNDS.homePrice.min,
        max: VISITOR_BOUNDS.homePrice.max,
        step: 1,
        prefix: '$',
      })}${
        model.homePriceSlider &&
        slider({
          id: ctx.idPrefix + INPUT_NAMES.homePriceRange,
          name: INPUT_NAMES.homePriceRange,
          labelledBy: `${id}-label`,
          min,
          max,
          step: sliderStep(min, max),
          value: input.homePrice,
          valueText: money(ctx.i18n, input.homePrice),
          ends: [sliderLabel(ctx.i18n, min), sliderLabel(ctx.i18n, max)],
          current: { key: 'homePriceLabel', text: sliderLabel(ctx.i18n, input.homePrice) },
        })
      }`,
    );
  },

  downPayment: ({ ctx, model, input, view }) => {
    const id = ctx.idPrefix + INPUT_NAMES.downPaymentPercent;
    const amountId = `${ctx.idPrefix}downPayment-amount`;
    return row(
      'downPayment',
      html`${label(id, id, ctx.i18n.t('downPayment'))}<div class="wg-mp-pair">${numberInput(
        id,
        INPUT_NAMES.downPaymentPercent,
        input.downPaymentPercent,
        { min: 0, max: PERCENT_BOUND.max, step: 1, suffix: '%', describedBy: amountId },
      )}${out('downPayment', view.texts.downPayment, amountId)}</div>${
        model.downPaymentSlider &&
        slider({
          id: ctx.idPrefix + INPUT_NAMES.downPaymentRange,
          name: INPUT_NAMES.downPaymentRange,
          labelledBy: `${id}-label`,
          min: 0,
          max: PERCENT_BOUND.max,
          step: 1,
          value: input.downPaymentPercent,
          valueText: view.texts.downPaymentLabel,
          ends: [percent(ctx.i18n, 0), percent(ctx.i18n, PERCENT_BOUND.max)],
          current: { key: 'downPaymentLabel', text: view.texts.downPaymentLabel },
        })
      }`,
    );
  },

  loanType: ({ ctx, input }) => {
    const id = ctx.idPrefix + INPUT_NAMES.loanTerm;
    const option = (years: LoanTermYears) =>
      html`<option value="${years}"${years === input.loanTermYears ? html` selected` : ''}>${ctx.i18n.t('loanTerm', { years: ctx.i18n.number(years) })}</option>`;
    return row(
      'loanType',
      html`${label(id, id, ctx.i18n.t('loanType'))}<select id="${id}" name="${INPUT_NAMES.loanTerm}">${LOAN_TERM_YEARS.map(option)}</select>`,
    );
  },

  interestRate: ({ ctx, input }) => {
    const id = ctx.idPrefix + INPUT_NAMES.interestRate;
    return row(
      'interestRate',
      html`${label(id, id, ctx.i18n.t('interestRate'))}${numberInput(id, INPUT_NAMES.interestRate, input.interestRate, {
        min: 0,
        max: INTEREST_RATE_BOUND.max,
        step: 0.01,
        suffix: '%',
      })}`,
    );
  },

  propertyTax: ({ ctx, input, view }) => {
    const id = ctx.idPrefix + INPUT_NAMES.propertyTaxRate;
    const hintId = `${id}-hint`;
    return row(
      'propertyTax',
      html`${itemHead('propertyTax', label(id, id, ctx.i18n.t('propertyTax')), view)}${numberInput(
        id,
        INPUT_NAMES.propertyTaxRate,
        input.propertyTaxRate,
        { min: 0, max: PERCENT_BOUND.max, step: 0.01, suffix: '%', describedBy: hintId },
      )}<p class="wg-mp-hint" id="${hintId}">${ctx.i18n.t('taxRate')}</p>`,
    );
  },

  homeInsurance: (r) => monthlyAmountRow('homeInsurance', 'homeInsurance', r),

  hoaFees: (r) => monthlyAmountRow('hoaFees', 'hoa', r),

  mortgageInsurance: ({ ctx, model, view }) =>
    row(
      'mortgageInsurance',
      html`${itemHead('mortgageInsurance', html`<span class="wg-mp-label">${ctx.i18n.t('mortgageInsurance')}</span>`, view)}${
        model.thresholdNote &&
        html`<p class="wg-mp-note">${ctx.i18n.t('thresholdNote', { threshold: percent(ctx.i18n, model.mortgageInsuranceThreshold) })}</p>`
      }`,
    ),
};

/** One column's rows in the order given. */
export function renderRows(keys: readonly RowKey[], r: RowsContext): SafeHtml[] {
  return keys.map((key) => ROWS[key](r));
}
