// The accessibility widget's own choices (spec 002 §3, §9).
// The zod schema builds its enums from these, and the runtime, which may not bundle zod, reads the
// same lists through '@widgetry/contracts/constants'.

/** Accessibility button icons (htmlData.accessibility.icon.iconSvg). */
export const ACCESSIBILITY_ICONS = ['1', '2', '3'] as const;
export type AccessibilityIcon = (typeof ACCESSIBILITY_ICONS)[number];
/** The corner the accessibility button sits in. */
export const ICON_POSITIONS = ['left', 'right'] as const;
export type IconPosition = (typeof ICON_POSITIONS)[number];
