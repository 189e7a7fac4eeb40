// The toolbox's tools as data: which exist and how they are grouped (their names are in i18n/). The
// render, the behaviour and the visitor's saved choices all read this one list, so a tool added
// here (with its name in each catalogue, i18n/) appears in the toolbox, is saved and is announced
// without further wiring.

/** Tools that are simply on or off, each independent of the others. */
export const TOGGLE_TOOLS = [
  'line-height',
  'letter-spacing',
  'readable-font',
  'links',
  'headings',
  'big-cursor',
  'reading-guide',
  'stop-motion',
  'hide-images',
] as const;
export type ToggleTool = (typeof TOGGLE_TOOLS)[number];

/** Contrast modes: at most one at a time (pressing the active one turns it off). */
export const CONTRAST_MODES = ['high', 'dark', 'light', 'invert'] as const;
export type ContrastMode = (typeof CONTRAST_MODES)[number];

/** Saturation modes: at most one at a time, and combinable with any contrast mode. */
export const SATURATION_MODES = ['low', 'high', 'mono'] as const;
export type SaturationMode = (typeof SATURATION_MODES)[number];

/** Text size in percent of the page's own sizes: 80 % to 200 % in steps of 10. */
export const TEXT_SIZE = { min: 80, max: 200, step: 10, base: 100 } as const;

/**
 * The toolbox's groups, in order; each is titled by its `group-<key>` message (i18n/en.ts). `size`
 * marks the group that starts with the text size steps.
 */
export const TOOL_GROUPS: readonly {
  key: 'text' | 'contrast' | 'saturation' | 'navigation' | 'content';
  size?: true;
  toggles?: readonly ToggleTool[];
  contrast?: true;
  saturation?: true;
}[] = [
  { key: 'text', size: true, toggles: ['line-height', 'letter-spacing', 'readable-font'] },
  { key: 'contrast', contrast: true },
  { key: 'saturation', saturation: true },
  { key: 'navigation', toggles: ['links', 'headings', 'big-cursor', 'reading-guide'] },
  { key: 'content', toggles: ['stop-motion', 'hide-images'] },
];

/** Whether `value` is one of `list` (narrowing an unknown, e.g. read from storage or a data attribute). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && list.some((item) => item === value);
}
