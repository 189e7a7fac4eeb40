// Pure rendering of the accessibility menu: the floating button, the toolbox dialog (closed), a
// live region and the reading guide bar, plus the colours as CSS variables. No DOM here, so the
// API can render previews on the server; the behaviour fills in the visitor's state after mount.
import type { AccessibilitySettings } from '@widgetry/contracts';
import { ACCESSIBILITY_ICONS, type AccessibilityIcon, type IconPosition } from '@widgetry/contracts/constants';
import { type CssDeclarations, cssColor, cssVars, html, type RenderContext, raw } from '@widgetry/widgets-core';
import { readableText } from './accessibility.contrast';
import { CLOSE_ICON, ICONS } from './accessibility.icons';
import {
  A11Y_TEXT,
  CONTRAST_LABELS,
  CONTRAST_MODES,
  isOneOf,
  SATURATION_LABELS,
  SATURATION_MODES,
  TEXT_SIZE,
  TOGGLE_LABELS,
  TOOL_GROUPS,
} from './accessibility.tools';

/** The contract defaults, used where a stored value is not a valid colour (the CSS fallbacks agree). */
export const DEFAULT_COLORS = {
  iconColor: '#ffffff',
  iconBg: '#f6690b',
  toolboxTextColor: '#ffffff',
  toolboxBg: '#242424',
  groupTextColor: '#ffffff',
  groupBg: '#333333',
  groupHoverColor: '#005a9c',
  groupHoverBg: '#005a9c',
} as const;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const colorOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && HEX.test(value) ? value : fallback;

/** The icon key, from the three the contract allows; anything else falls back to '1'. */
export function iconKey(settings: AccessibilitySettings): AccessibilityIcon {
  const value: unknown = settings.icon.iconSvg;
  return isOneOf(ACCESSIBILITY_ICONS, value) ? value : '1';
}

/** The button's corner, from the two the contract allows; anything else falls back to right. */
export function iconPosition(settings: AccessibilitySettings): IconPosition {
  return settings.icon.iconPosition === 'left' ? 'left' : 'right';
}

/**
 * The text colour shown on hover and on pressed tools: the configured one, unless it reaches less
 * than 4.5:1 on the hover background (the spec's defaults are the same colour for both), then
 * white or near-black, whichever reads better. The stored setting is not changed.
 */
export function hoverTextColor(settings: AccessibilitySettings): string {
  const background = colorOr(settings.toolbox.groupHoverBg, DEFAULT_COLORS.groupHoverBg);
  return readableText(colorOr(settings.toolbox.groupHoverColor, DEFAULT_COLORS.groupHoverColor), background);
}

/** Every colour setting as a validated custom property (read by accessibility.styles.ts). */
export function accessibilityVars(settings: AccessibilitySettings): CssDeclarations {
  const { icon, toolbox } = settings;
  return cssVars({
    '--wg-icon-color': cssColor(icon.iconColor),
    '--wg-icon-bg': cssColor(icon.iconBg),
    '--wg-box-color': cssColor(toolbox.toolboxTextColor),
    '--wg-box-bg': cssColor(toolbox.toolboxBg),
    '--wg-grp-color': cssColor(toolbox.groupTextColor),
    '--wg-grp-bg': cssColor(toolbox.groupBg),
    '--wg-grp-hover-color': cssColor(hoverTextColor(settings)),
    '--wg-grp-hover-bg': cssColor(toolbox.groupHoverBg),
  });
}

/** The toolbox title: the setting, or the default when empty, since the dialog is named by it. */
export function toolboxTitle(settings: AccessibilitySettings): string {
  const title = String(settings.toolbox.toolboxTitle ?? '').trim();
  return title === '' ? A11Y_TEXT.defaultTitle : title;
}

function tool(id: string, attribute: 'data-tool' | 'data-contrast' | 'data-saturation', value: string, label: string) {
  return html`<button type="button" class="wg-a11y-tool" id="${id}" ${raw(attribute)}="${value}" aria-pressed="false">${label}</button>`;
}

function group(ctx: RenderContext, entry: (typeof TOOL_GROUPS)[number]) {
  const p = ctx.idPrefix;
  const size =
    entry.size &&
    html`<div class="wg-a11y-size"><button type="button" class="wg-a11y-step" id="${p}smaller" data-step="-1">${A11Y_TEXT.smaller}</button><span class="wg-a11y-level" id="${p}level">${A11Y_TEXT.textSize} ${TEXT_SIZE.base}%</span><button type="button" class="wg-a11y-step" id="${p}larger" data-step="1">${A11Y_TEXT.larger}</button></div>`;
  const toggles = (entry.toggles ?? []).map((name) => tool(`${p}t-${name}`, 'data-tool', name, TOGGLE_LABELS[name]));
  const contrast = entry.contrast
    ? CONTRAST_MODES.map((mode) => tool(`${p}c-${mode}`, 'data-contrast', mode, CONTRAST_LABELS[mode]))
    : [];
  const saturation = entry.saturation
    ? SATURATION_MODES.map((mode) => tool(`${p}s-${mode}`, 'data-saturation', mode, SATURATION_LABELS[mode]))
    : [];
  const titleId = `${p}g-${entry.key}`;
  return html`<div class="wg-a11y-group" role="group" aria-labelledby="${titleId}"><h3 class="wg-a11y-group-title" id="${titleId}">${entry.title}</h3>${size}<div class="wg-a11y-tools">${toggles}${contrast}${saturation}</div></div>`;
}

/**
 * The menu's markup, closed: the button (aria-expanded, aria-controls) and the modal dialog it
 * opens, labelled by its title, holding the tool groups and Reset all; a polite status region
 * for announcements (outside the dialog, so it still speaks after the dialog closes); and the
 * reading guide bar (outside the fixed corner box, which would otherwise confine it).
 */
export function renderAccessibility(settings: AccessibilitySettings, ctx: RenderContext): string {
  const p = ctx.idPrefix;
  const groups = TOOL_GROUPS.map((entry) => group(ctx, entry));
  return html`<div class="wg-a11y" data-position="${iconPosition(settings)}" data-icon="${iconKey(settings)}"><button type="button" class="wg-a11y-open" id="${p}open" aria-haspopup="dialog" aria-expanded="false" aria-controls="${p}box" aria-label="${A11Y_TEXT.open}">${raw(ICONS[iconKey(settings)])}</button><div class="wg-a11y-box" id="${p}box" role="dialog" aria-modal="true" aria-labelledby="${p}title" hidden><div class="wg-a11y-head"><h2 class="wg-a11y-title" id="${p}title">${toolboxTitle(settings)}</h2><button type="button" class="wg-a11y-close" id="${p}close" data-close="" aria-label="${A11Y_TEXT.close}">${raw(CLOSE_ICON)}</button></div><div class="wg-a11y-body">${groups}</div><div class="wg-a11y-foot"><button type="button" class="wg-a11y-reset" id="${p}reset" data-reset="">${A11Y_TEXT.reset}</button></div></div><p class="wg-a11y-sr" role="status" aria-live="polite" aria-atomic="true"></p></div><div class="wg-a11y-guide" aria-hidden="true" hidden></div>`
    .value;
}
