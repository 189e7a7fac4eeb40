import type { TripadvisorSettings } from '@widgetry/contracts';
import { hasGroups, type WidgetRuntime } from '@widgetry/widgets-core';
import { attachReviews } from '@widgetry/widgets-core/reviews';
import { tripadvisorMessages } from './i18n/en';
import { renderTripadvisor } from './tripadvisor.render';
import { tripadvisorFonts, tripadvisorVars } from './tripadvisor.vars';

/** The settings groups of htmlData.tripadvisor (contracts' tripadvisor.schema.ts). */
const GROUPS = ['header', 'layout', 'button', 'reviews', 'filters', 'container'] as const;

/**
 * Whether settings that came over the network have the tripadvisor shape. Only the groups are
 * checked: each leaf is re-checked where it is used (cssVars, the filter and layout lists, the
 * toggles compared with true, safeUrl).
 */
export function isTripadvisorSettings(value: unknown): value is TripadvisorSettings {
  return hasGroups(value, GROUPS);
}

/**
 * The tripadvisor runtime with the given base stylesheet: the npm entry passes the CSS, the
 * script entry passes '' because the browser loads /styles/widget/tripadvisor.css instead.
 */
export function createTripadvisorRuntime(css: string): WidgetRuntime<TripadvisorSettings, typeof tripadvisorMessages> {
  return {
    type: 'tripadvisor',
    messages: tripadvisorMessages,
    css,
    render: renderTripadvisor,
    vars: tripadvisorVars,
    attach: attachReviews,
    fonts: tripadvisorFonts,
  };
}
