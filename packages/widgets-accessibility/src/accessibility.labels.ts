// The tools' English names by tool, for npm users and tests that find the buttons by name. The
// runtime itself reads every name from the widget's catalogue (ctx.i18n), so this file is not in
// the script-tag bundle.

import {
  CONTRAST_MODES,
  type ContrastMode,
  SATURATION_MODES,
  type SaturationMode,
  TOGGLE_TOOLS,
  type ToggleTool,
} from './accessibility.tools';
import { accessibilityMessages as en } from './i18n/en';

const byName = <T extends string>(list: readonly T[], name: (item: T) => string): Record<T, string> =>
  Object.fromEntries(list.map((item) => [item, name(item)])) as Record<T, string>;

export const TOGGLE_LABELS: Record<ToggleTool, string> = byName(TOGGLE_TOOLS, (tool) => en[tool]);
export const CONTRAST_LABELS: Record<ContrastMode, string> = byName(CONTRAST_MODES, (mode) => en[`contrast-${mode}`]);
export const SATURATION_LABELS: Record<SaturationMode, string> = byName(
  SATURATION_MODES,
  (mode) => en[`saturation-${mode}`],
);
