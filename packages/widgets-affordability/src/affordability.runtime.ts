import type { AffordabilitySettings } from '@widgetry/contracts';
import { hasGroups, type WidgetRuntime } from '@widgetry/widgets-core';
import { attachAffordability } from './affordability.behaviour';
import { INPUT_NAMES } from './affordability.fields';
import { renderAffordability } from './affordability.render';
import { affordabilityFonts, affordabilityVars } from './affordability.vars';
import { affordabilityMessages } from './i18n/en';

/** The settings groups of htmlData.affordability (contracts' affordability.schema.ts). */
const GROUPS = [
  'container',
  'header',
  'layout',
  'fields',
  'button',
  'results',
  'defaults',
  'advanced',
  'disclaimer',
] as const;
const BUTTONS = ['calculate', 'reset'] as const;

/**
 * Whether settings that came over the network have the affordability shape: the groups, the
 * seven input groups under `fields` and the two button groups. Leaves are re-checked where they
 * are used (cssVars, escaping, the enum and number checks of the render).
 */
export function isAffordabilitySettings(value: unknown): value is AffordabilitySettings {
  return hasGroups(value, GROUPS) && hasGroups(value.fields, INPUT_NAMES) && hasGroups(value.button, BUTTONS);
}

/**
 * The affordability runtime with the given base stylesheet: the npm entry passes the CSS, the
 * script entry passes '' because the browser loads /styles/widget/affordability.css instead.
 */
export function createAffordabilityRuntime(
  css: string,
): WidgetRuntime<AffordabilitySettings, typeof affordabilityMessages> {
  return {
    type: 'affordability',
    messages: affordabilityMessages,
    css,
    render: renderAffordability,
    vars: affordabilityVars,
    attach: attachAffordability,
    fonts: affordabilityFonts,
  };
}
