// The toolbox's tools as data: which exist, how they are grouped and what they are called. The
// render, the behaviour and the visitor's saved choices all read this one list, so a tool added
// here appears in the toolbox, is saved and is announced without further wiring.

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

/** Every visible and announced text of the toolbox. */
export const A11Y_TEXT = {
  defaultTitle: 'Accessibility Menu',
  open: 'Open accessibility menu',
  close: 'Close accessibility menu',
  reset: 'Reset all',
  resetDone: 'All settings reset',
  smaller: 'Smaller text',
  larger: 'Larger text',
  textSize: 'Text size',
  on: 'on',
  off: 'off',
} as const;

export const TOGGLE_LABELS: Record<ToggleTool, string> = {
  'line-height': 'Line height',
  'letter-spacing': 'Letter spacing',
  'readable-font': 'Readable font',
  links: 'Highlight links',
  headings: 'Highlight headings',
  'big-cursor': 'Big cursor',
  'reading-guide': 'Reading guide',
  'stop-motion': 'Stop animations',
  'hide-images': 'Hide images',
};

export const CONTRAST_LABELS: Record<ContrastMode, string> = {
  high: 'High contrast',
  dark: 'Dark contrast',
  light: 'Light contrast',
  invert: 'Invert colours',
};

export const SATURATION_LABELS: Record<SaturationMode, string> = {
  low: 'Low saturation',
  high: 'High saturation',
  mono: 'Monochrome',
};

/** The toolbox's groups, in order. `size` marks the group that starts with the text size steps. */
export const TOOL_GROUPS: readonly {
  key: string;
  title: string;
  size?: true;
  toggles?: readonly ToggleTool[];
  contrast?: true;
  saturation?: true;
}[] = [
  { key: 'text', title: 'Text', size: true, toggles: ['line-height', 'letter-spacing', 'readable-font'] },
  { key: 'contrast', title: 'Contrast', contrast: true },
  { key: 'saturation', title: 'Saturation', saturation: true },
  { key: 'navigation', title: 'Navigation', toggles: ['links', 'headings', 'big-cursor', 'reading-guide'] },
  { key: 'content', title: 'Content', toggles: ['stop-motion', 'hide-images'] },
];

/** Whether `value` is one of `list` (narrowing an unknown, e.g. read from storage or a data attribute). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && list.some((item) => item === value);
}
