import type { MonthlypaymentSettings } from '@widgetry/contracts';
import { hasGroups, type WidgetRuntime } from '@widgetry/widgets-core';
import { monthlypaymentMessages } from './i18n/en';
import { attachMonthlypayment } from './monthlypayment.behaviour';
import { monthlypaymentFonts, monthlypaymentVars, renderMonthlypayment } from './monthlypayment.render';

/** The settings groups of htmlData.monthlypayment (contracts' monthlypayment.schema.ts). */
const GROUPS = ['container', 'header', 'result', 'fields', 'layout', 'colors'] as const;

/**
 * Whether settings that came over the network have the monthly payment shape. Only the groups
 * are checked: each leaf is re-checked where it is used (resolveSettings, cssVars, escaping).
 */
export function isMonthlypaymentSettings(value: unknown): value is MonthlypaymentSettings {
  return hasGroups(value, GROUPS);
}

/**
 * The monthly payment runtime with the given base stylesheet: the npm entry passes the CSS, the
 * script entry passes '' because the browser loads /styles/widget/monthlypayment.css instead.
 */
export function createMonthlypaymentRuntime(
  css: string,
): WidgetRuntime<MonthlypaymentSettings, typeof monthlypaymentMessages> {
  return {
    type: 'monthlypayment',
    messages: monthlypaymentMessages,
    css,
    render: renderMonthlypayment,
    vars: monthlypaymentVars,
    attach: attachMonthlypayment,
    fonts: monthlypaymentFonts,
  };
}
