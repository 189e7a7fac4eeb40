// Pure rendering of the monthly payment calculator: markup, CSS variables and fonts from the
// settings. No DOM here, so the API can render previews on the server; the markup carries the
// figures for the default inputs, so a server-rendered preview shows them without a script.
import type { MonthlypaymentSettings } from '@widgetry/contracts';
import {
  type CssDeclarations,
  cssColor,
  cssFont,
  cssFontWeight,
  cssKeyword,
  cssLength,
  cssPreset,
  cssVars,
  html,
  SHADOW_PRESETS,
  settingText,
} from '@widgetry/widgets-core';
import { monthlypaymentMessages } from './i18n/en';
import { initialInput, type PaymentView, paymentView, ringStops } from './monthlypayment.compute';
import { resolveSettings } from './monthlypayment.settings';
import { dot, type MonthlypaymentContext, out, renderRows } from './monthlypayment-fields.render';

/** The catalogue key of each breakdown item's name (the calculators' own labels are English). */
const ITEM_NAMES = {
  principalAndInterest: 'principalInterest',
  propertyTax: 'propertyTax',
  homeInsurance: 'homeInsurance',
  hoa: 'hoaFees',
  mortgageInsurance: 'mortgageInsurance',
} as const;

/**
 * An alignment setting as a logical value, so a right-to-left widget mirrors it (issue 32): left
 * is the start of the line in English and its end in Arabic (the contract's TEXT_ALIGNS).
 */
const LOGICAL_ALIGNS = ['start', 'center', 'end'] as const;
const logicalAlign = (value: unknown) =>
  cssKeyword(value === 'left' ? 'start' : value === 'right' ? 'end' : value, LOGICAL_ALIGNS);

/** Every style setting as a validated custom property (read by monthlypayment.styles.ts). */
export function monthlypaymentVars(settings: MonthlypaymentSettings): CssDeclarations {
  const { container, header, result, fields, colors } = settings;
  return cssVars({
    '--wg-bg': cssColor(container.bgColor),
    '--wg-pad': cssLength(container.padding),
    '--wg-border': cssColor(container.borderColor),
    '--wg-radius': cssLength(container.borderRadius),
    '--wg-shadow': cssPreset(container.shadow, SHADOW_PRESETS),
    '--wg-h-font': cssFont(header.fontFamily),
    '--wg-h-size': cssLength(header.fontSize),
    '--wg-h-weight': cssFontWeight(header.fontWeight),
    '--wg-h-align': logicalAlign(header.textAlign),
    '--wg-h-color': cssColor(header.textColor),
    '--wg-r-color': cssColor(result.textColor),
    '--wg-r-font': cssFont(result.fontFamily),
    '--wg-r-size': cssLength(result.fontSize),
    '--wg-r-weight': cssFontWeight(result.fontWeight),
    '--wg-r-align': logicalAlign(result.textAlign),
    '--wg-f-size': cssLength(fields.fontSize),
    '--wg-f-weight': cssFontWeight(fields.fontWeight),
    '--wg-f-font': cssFont(fields.fontFamily),
    '--wg-f-color': cssColor(fields.textColor),
    '--wg-dot-1': cssColor(colors.principalDot),
    '--wg-dot-2': cssColor(colors.taxDot),
    '--wg-dot-3': cssColor(colors.insuranceDot),
    '--wg-dot-4': cssColor(colors.hoaDot),
    '--wg-dot-5': cssColor(colors.mortgageDot),
  });
}

/** The font families the settings use. */
export function monthlypaymentFonts(settings: MonthlypaymentSettings): string[] {
  return [settings.header.fontFamily, settings.result.fontFamily, settings.fields.fontFamily];
}

/** The ring's arc ends as a style attribute: percentages we computed, nothing from a setting. */
function ringStyle(view: PaymentView): string {
  return ringStops(view.stops)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The summary: the monthly total in a polite live region, then a ring coloured by the breakdown
 * beside the breakdown as a list (the ring is decoration; the list is what assistive technology
 * reads).
 */
function renderSummary(view: PaymentView, ctx: MonthlypaymentContext) {
  const { t } = ctx.i18n;
  const items = view.result.breakdown.map(
    (item) =>
      html`<li data-item="${item.key}">${dot(item.key)}<span class="wg-mp-item">${t(ITEM_NAMES[item.key])}</span>${out(item.key, view.texts[item.key])}</li>`,
  );
  const totalId = `${ctx.idPrefix}total-label`;
  return html`<section class="wg-mp-summary" aria-labelledby="${totalId}"><p class="wg-mp-result"><span class="wg-mp-total-label" id="${totalId}">${t('total')}</span> <span class="wg-mp-total" role="status" aria-live="polite" aria-atomic="true" data-out="total">${view.texts.total}</span> <span class="wg-mp-per">${t('perMonth')}</span></p><div class="wg-mp-chart"><div class="wg-mp-ring" style="${ringStyle(view)}" aria-hidden="true"></div><ul class="wg-mp-legend" aria-label="${t('breakdown')}">${items}</ul></div></section>`;
}

/**
 * The calculator's markup: the title, the summary, and the left and right field columns in the
 * stored order. `data-template` picks the arrangement; the stylesheet stacks everything into
 * one column when the widget itself is narrower than 768 px (a container query), whatever the
 * width of the page around it.
 */
export function renderMonthlypayment(settings: MonthlypaymentSettings, ctx: MonthlypaymentContext): string {
  const model = resolveSettings(settings);
  const input = initialInput(model);
  const view = paymentView(input, model, ctx.i18n);
  const rows = { ctx, model, input, view };
  // The default title is ours, so it speaks the widget's language; the owner's stays as typed.
  const title = settingText(ctx.i18n, monthlypaymentMessages, 'title', model.title);
  return html`<div class="wg-mp" data-template="${model.template}"><div class="wg-mp-box">${
    title !== '' && html`<h2 class="wg-mp-title">${title}</h2>`
  }<div class="wg-mp-body">${renderSummary(view, ctx)}<div class="wg-mp-col wg-mp-left">${renderRows(
    model.leftOrder,
    rows,
  )}</div><div class="wg-mp-col wg-mp-right">${renderRows(model.rightOrder, rows)}</div></div></div></div>`.value;
}
