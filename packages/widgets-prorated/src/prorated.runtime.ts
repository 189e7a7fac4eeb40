import type { ProratedSettings } from '@widgetry/contracts';
import { hasGroups, type WidgetRuntime } from '@widgetry/widgets-core';
import { proratedMessages } from './i18n/en';
import { attachProrated } from './prorated.behaviour';
import { proratedFonts, proratedVars, renderProrated } from './prorated.render';

/** The settings groups of htmlData.prorated (contracts' prorated.schema.ts). */
const GROUPS = ['general', 'heading', 'field', 'button', 'result'] as const;

/**
 * Whether settings that came over the network have the prorated shape. Only the groups are
 * checked: each leaf is re-checked where it is used (cssVars, escaping, the layout choice).
 */
export function isProratedSettings(value: unknown): value is ProratedSettings {
  return hasGroups(value, GROUPS);
}

/**
 * The prorated runtime with the given base stylesheet: the npm entry passes the CSS, the script
 * entry passes '' because the browser loads /styles/widget/prorated.css instead.
 */
export function createProratedRuntime(css: string): WidgetRuntime<ProratedSettings, typeof proratedMessages> {
  return {
    type: 'prorated',
    messages: proratedMessages,
    css,
    render: renderProrated,
    vars: proratedVars,
    attach: attachProrated,
    fonts: proratedFonts,
  };
}
