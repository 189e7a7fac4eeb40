import type { AccessibilitySettings } from '@widgetry/contracts';
import { hasGroups, type WidgetRuntime } from '@widgetry/widgets-core';
import { type AttachOptions, attachAccessibility } from './accessibility.behaviour';
import { accessibilityVars, renderAccessibility } from './accessibility.render';
import { type AccessibilityMessages, accessibilityMessages } from './i18n/en';

/** The settings groups of htmlData.accessibility (contracts' accessibility.schema.ts). */
const GROUPS = ['icon', 'toolbox'] as const;

/**
 * Whether settings that came over the network have the accessibility shape. Only the groups are
 * checked: each leaf is re-checked where it is used (cssVars, escaping, the icon and position lists).
 */
export function isAccessibilitySettings(value: unknown): value is AccessibilitySettings {
  return hasGroups(value, GROUPS);
}

/**
 * The accessibility menu runtime with the given base stylesheet: the npm entry passes the CSS,
 * the script entry passes '' because the browser loads /styles/widget/accessibility.css instead.
 * No web fonts: the widget uses system fonts and the readable-font tool needs no download.
 * `options.actOnPage: false` gives the editor preview's variant (see AttachOptions).
 */
export function createAccessibilityRuntime(
  css: string,
  options: AttachOptions = { actOnPage: true },
): WidgetRuntime<AccessibilitySettings, AccessibilityMessages> {
  return {
    type: 'accessibility',
    messages: accessibilityMessages,
    css,
    render: renderAccessibility,
    vars: accessibilityVars,
    attach: (root, _settings, ctx) => attachAccessibility(root, options, ctx),
    fonts: () => [],
  };
}
