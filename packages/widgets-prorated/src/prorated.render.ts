// Pure rendering of the prorated calculator: markup, CSS variables and fonts from the settings.
// No DOM here, so the API can render previews on the server.
import type { ProratedSettings } from '@widgetry/contracts';
import {
  type CssDeclarations,
  cssColor,
  cssFont,
  cssKeyword,
  cssLength,
  cssPreset,
  cssVars,
  html,
  type RenderContext,
  SHADOW_PRESETS,
  settingText,
} from '@widgetry/widgets-core';
import { proratedMessages } from './i18n/en';

/** What an empty result cell shows before the visitor calculates (no words, so no catalogue entry). */
export const EMPTY_RESULT = '—';

/** The calculator's render context: its texts come from the prorated catalogue (i18n/en.ts). */
export type ProratedContext = RenderContext<typeof proratedMessages>;

/** The inputs by their `name`, which the behaviour reads (ids carry the per-widget prefix). */
export const FIELD_NAMES = { rent: 'rent', moveIn: 'moveIn', moveOut: 'moveOut' } as const;

/** The result rows, in order, by the key of their value element (`data-key`). */
export const RESULT_KEYS = ['daysInMonth', 'dailyRate', 'daysCharged', 'period', 'amount'] as const;
export type ResultKey = (typeof RESULT_KEYS)[number];

const onOff = (value: unknown, on: string): string => (value === 'on' ? on : 'normal');

/** The result layout, from the two the contract allows; anything else falls back to vertical. */
export function resultLayout(settings: ProratedSettings): 'vertical' | 'horizontal' {
  return settings.result.resultLayout === 'horizontal' ? 'horizontal' : 'vertical';
}

/** Every style setting as a validated custom property (read by prorated.styles.ts). */
export function proratedVars(settings: ProratedSettings): CssDeclarations {
  const { general, heading, field, button, result } = settings;
  return cssVars({
    '--wg-bg': cssColor(general.containerBg),
    '--wg-h-font': cssFont(heading.headingFontFamily),
    '--wg-h-size': cssLength(heading.headingFontSize),
    '--wg-h-weight': cssKeyword(onOff(heading.headingFontBold, 'bold'), ['bold', 'normal']),
    '--wg-h-style': cssKeyword(onOff(heading.headingFontItalic, 'italic'), ['italic', 'normal']),
    '--wg-h-color': cssColor(heading.headingColor),
    '--wg-label-color': cssColor(heading.labelColor),
    '--wg-field-color': cssColor(field.fieldColor),
    '--wg-field-font': cssFont(field.fieldFontFamily),
    '--wg-field-size': cssLength(field.fieldFontSize),
    '--wg-btn-font': cssFont(button.buttonFontFamily),
    '--wg-btn-size': cssLength(button.buttonFontSize),
    '--wg-btn-color': cssColor(button.buttonColor),
    '--wg-btn-bg': cssColor(button.buttonBg),
    '--wg-btn-shadow': cssPreset(button.buttonShadow, SHADOW_PRESETS),
    '--wg-btn-hover-shadow': cssPreset(button.buttonHoverShadow, SHADOW_PRESETS),
    '--wg-btn-hover-color': cssColor(button.buttonHoverColor),
    '--wg-btn-hover-bg': cssColor(button.buttonHoverBg),
    '--wg-res-color': cssColor(result.resultColor),
    '--wg-res-border': cssColor(result.resultBorder),
    '--wg-res-bg': cssColor(result.resultBg),
  });
}

/** The font families the settings use. */
export function proratedFonts(settings: ProratedSettings): string[] {
  return [settings.heading.headingFontFamily, settings.field.fieldFontFamily, settings.button.buttonFontFamily];
}

function field(ctx: ProratedContext, name: string, label: string, input: ReturnType<typeof html>, optional = false) {
  const id = ctx.idPrefix + name;
  return html`<div class="wg-pr-field"><label for="${id}">${label}${optional && html` <span class="wg-pr-optional">${ctx.i18n.t('optional')}</span>`}</label>${input}<p class="wg-pr-error" id="${id}-error" hidden></p></div>`;
}

/**
 * The calculator's markup: heading, a form (rent, move-in, optional move-out, Calculate) and the
 * result in a polite live region, its rows empty until the visitor calculates.
 */
export function renderProrated(settings: ProratedSettings, ctx: ProratedContext): string {
  const p = ctx.idPrefix;
  const { t } = ctx.i18n;
  // The default heading is ours, so it speaks the widget's language; the owner's stays as typed.
  const title = settingText(ctx.i18n, proratedMessages, 'heading', String(settings.heading.proratedHeading ?? ''));
  const rows = RESULT_KEYS.map(
    (key) =>
      html`<div${key === 'amount' ? html` class="wg-pr-total"` : ''}><dt>${t(key)}</dt><dd data-key="${key}">${EMPTY_RESULT}</dd></div>`,
  );
  return html`<div class="wg-pr">${title !== '' && html`<h2 class="wg-pr-title">${title}</h2>`}<form class="wg-pr-form" novalidate>${field(
    ctx,
    FIELD_NAMES.rent,
    t('rent'),
    html`<input id="${p}${FIELD_NAMES.rent}" name="${FIELD_NAMES.rent}" type="number" inputmode="decimal" min="0" step="0.01" autocomplete="off" required>`,
  )}${field(
    ctx,
    FIELD_NAMES.moveIn,
    t('moveIn'),
    html`<input id="${p}${FIELD_NAMES.moveIn}" name="${FIELD_NAMES.moveIn}" type="date" required>`,
  )}${field(
    ctx,
    FIELD_NAMES.moveOut,
    t('moveOut'),
    html`<input id="${p}${FIELD_NAMES.moveOut}" name="${FIELD_NAMES.moveOut}" type="date">`,
    true,
  )}<button class="wg-pr-button" type="submit">${t('calculate')}</button></form><div class="wg-pr-result" data-layout="${resultLayout(settings)}" role="region" aria-label="${t('result')}" aria-live="polite" aria-atomic="true"><dl>${rows}</dl><ul class="wg-pr-months" data-months aria-label="${t('months')}" hidden></ul></div></div>`
    .value;
}
