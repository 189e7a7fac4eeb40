// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { AccessibilitySettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { accessibilityPanel } from './accessibility.panel';
import { createAccessibilityRuntime, isAccessibilitySettings } from './accessibility.runtime';
import { accessibilityCss } from './accessibility.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export type { AttachOptions } from './accessibility.behaviour';
export { contrastRatio, readableText } from './accessibility.contrast';
export { HOST_ATTR, HOST_CSS, HOST_STYLE_ID } from './accessibility.host';
export { CONTRAST_LABELS, SATURATION_LABELS, TOGGLE_LABELS } from './accessibility.labels';
export { accessibilityPanel } from './accessibility.panel';
export { accessibilityVars, hoverTextColor, renderAccessibility } from './accessibility.render';
export { createAccessibilityRuntime, isAccessibilitySettings } from './accessibility.runtime';
export { type A11yState, STORAGE_KEY } from './accessibility.state';
export { CONTRAST_MODES, SATURATION_MODES, TEXT_SIZE, TOGGLE_TOOLS } from './accessibility.tools';
// The menu's texts: English, which the runtime carries, and every other language it speaks.
export { type AccessibilityMessages, accessibilityMessages } from './i18n/en';
export { accessibilityTranslations } from './i18n/translations';
export { accessibilityCss };

/** The accessibility menu runtime, base stylesheet included. */
export const accessibilityRuntime = createAccessibilityRuntime(accessibilityCss);

/**
 * The same menu for the editor preview: it opens and its tools press, but the page around it
 * (the dashboard) is never changed and nothing is saved to the owner's storage.
 */
export const accessibilityPreviewRuntime = createAccessibilityRuntime(accessibilityCss, { actOnPage: false });

/** What the editor and the API preview load of this type (see accessibility.definition.ts). */
export const accessibilityModule: WidgetModule<AccessibilitySettings> = {
  runtime: accessibilityRuntime,
  // The preview variant: its tools act on the preview only, never on the dashboard around it.
  previewRuntime: accessibilityPreviewRuntime,
  panel: accessibilityPanel,
  isSettings: isAccessibilitySettings,
  // Loaded when the preview shows a language other than English.
  translations: () => import('./i18n/translations').then((m) => m.accessibilityTranslations),
};
