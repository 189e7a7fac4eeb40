// Pure rendering of the accessibility menu: the floating button, the toolbox dialog (closed), a
// live region and the reading guide bar, plus the colours as CSS variables. No DOM here, so the
// API can render previews on the server; the behaviour fills in the visitor's state after mount.
import type { AccessibilitySettings } from '@widgetry/contracts';
import { ACCESSIBILITY_ICONS, type AccessibilityIcon, type IconPosition } from '@widgetry/contracts/constants';
import { type CssDeclarations, cssColor, cssVars, html, type RenderContext, raw } from '@widgetry/widgets-core';
import { readableText } from './accessibility.contrast';
import { CLOSE_ICON, ICONS } from './accessibility.icons';
import { CONTRAST_MODES, isOneOf, SATURATION_MODES, TEXT_SIZE, TOOL_GROUPS } from './accessibility.tools';
import { type AccessibilityMessages, accessibilityMessages } from './i18n/en';

/** What the menu's render and behaviour get: the i18n is typed by the menu's own catalogue. */
export type AccessibilityContext = RenderContext<AccessibilityMessages>;
type AccessibilityI18n = AccessibilityContext['i18n'];

/** "Text size 120%", the percentage written the language's way ("120 %" in German, Arabic digits in Arabic). */
export const sizeText = (i18n: AccessibilityI18n, percent: number): string =>
  i18n.t('textSize', { size: i18n.number(percent / 100, { style: 'percent' }) });

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

/**
 * The toolbox title: the owner's, as typed; the catalogue's in the widget's language when the
 * setting is empty (the dialog is named by it) or still the contract's English default, which the
 * owner did not write and a visitor reading another language could not read.
 */
export function toolboxTitle(settings: AccessibilitySettings, i18n: AccessibilityI18n): string {
  const title = String(settings.toolbox.toolboxTitle ?? '').trim();
  return title === '' || title === accessibilityMessages.title ? i18n.t('title') : title;
}

function tool(id: string, attribute: 'data-tool' | 'data-contrast' | 'data-saturation', value: string, label: string) {
  return html`<button type="button" class="wg-a11y-tool" id="${id}" ${raw(attribute)}="${value}" aria-pressed="false">${label}</button>`;
}

function group(ctx: AccessibilityContext, entry: (typeof TOOL_GROUPS)[number]) {
  const { i18n, idPrefix: p } = ctx;
  const size =
    entry.size &&
    html`<div class="wg-a11y-size"><button type="button" class="wg-a11y-step" id="${p}smaller" data-step="-1">${i18n.t('smaller')}</button><span class="wg-a11y-level" id="${p}level">${sizeText(i18n, TEXT_SIZE.base)}</span><button type="button" class="wg-a11y-step" id="${p}larger" data-step="1">${i18n.t('larger')}</button></div>`;
  const toggles = (entry.toggles ?? []).map((name) => tool(`${p}t-${name}`, 'data-tool', name, i18n.t(name)));
  const contrast = entry.contrast
    ? CONTRAST_MODES.map((mode) => tool(`${p}c-${mode}`, 'data-contrast', mode, i18n.t(`contrast-${mode}`)))
    : [];
  const saturation = entry.saturation
    ? SATURATION_MODES.map((mode) => tool(`${p}s-${mode}`, 'data-saturation', mode, i18n.t(`saturation-${mode}`)))
    : [];
  const titleId = `${p}g-${entry.key}`;
  return html`<div class="wg-a11y-group" role="group" aria-labelledby="${titleId}"><h3 class="wg-a11y-group-title" id="${titleId}">${i18n.t(`group-${entry.key}`)}</h3>${size}<div class="wg-a11y-tools">${toggles}${contrast}${saturation}</div></div>`;
}

/**
 * The menu's markup, closed: the button (aria-expanded, aria-controls) and the modal dialog it
 * opens, labelled by its title, holding the tool groups and Reset all; a polite status region
 * for announcements (outside the dialog, so it still speaks after the dialog closes); and the
 * reading guide bar (outside the fixed corner box, which would otherwise confine it).
 */
export function renderAccessibility(settings: AccessibilitySettings, ctx: AccessibilityContext): string {
  const { i18n, idPrefix: p } = ctx;
  const groups = TOOL_GROUPS.map((entry) => group(ctx, entry));
  return html`<div class="wg-a11y" data-position="${iconPosition(settings)}" data-icon="${iconKey(settings)}"><button type="button" class="wg-a11y-open" id="${p}open" aria-haspopup="dialog" aria-expanded="false" aria-controls="${p}box" aria-label="${i18n.t('open')}">${raw(ICONS[iconKey(settings)])}</button><div class="wg-a11y-box" id="${p}box" role="dialog" aria-modal="true" aria-labelledby="${p}title" hidden><div class="wg-a11y-head"><h2 class="wg-a11y-title" id="${p}title">${toolboxTitle(settings, i18n)}</h2><button type="button" class="wg-a11y-close" id="${p}close" data-close="" aria-label="${i18n.t('close')}">${raw(CLOSE_ICON)}</button></div><div class="wg-a11y-body">${groups}</div><div class="wg-a11y-foot"><button type="button" class="wg-a11y-reset" id="${p}reset" data-reset="">${i18n.t('reset')}</button></div></div><p class="wg-a11y-sr" role="status" aria-live="polite" aria-atomic="true"></p></div><div class="wg-a11y-guide" aria-hidden="true" hidden></div>`
    .value;
}
