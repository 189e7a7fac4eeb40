// Option lists and control builders shared by the widget panels. The lists are built from the
// contract's own lists, so a panel offers exactly the values the contract accepts, labelled the
// same way in every widget's editor. Panels are data, so these are plain object builders.
import {
  FONT_SIZE_PX,
  FONT_WEIGHTS,
  LANGUAGE_LABELS,
  LANGUAGE_SETTINGS,
  LENGTH_PX,
  SHADOWS,
  TEXT_ALIGNS,
} from '@widgetry/contracts/constants';
import type {
  ColorControl,
  FontControl,
  NumberControl,
  PanelControl,
  SelectControl,
  SettingsPath,
  TextControl,
  ToggleControl,
  UnitControl,
} from './panel';

type Options = SelectControl['options'];

/** Select options for a contract list, each value with its label, in the list's order. */
export function labelledOptions<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): Options {
  return values.map((value) => ({ value, label: labels[value] }));
}

// The lists are built at import; the annotations let a bundle drop the ones it does not use.

/** The contract's shadow presets (SHADOWS). */
export const SHADOW_OPTIONS: Options = /* @__PURE__ */ labelledOptions(SHADOWS, {
  none: 'None',
  sm: 'Small',
  md: 'Medium',
  lg: 'Large',
  xl: 'Extra large',
  xxl: 'Extra extra large',
  inner: 'Inner',
});

/** The contract's font weights (FONT_WEIGHTS): the two keywords by name, the numbers as they are. */
export const FONT_WEIGHT_OPTIONS: Options = /* @__PURE__ */ FONT_WEIGHTS.map((weight) => ({
  value: weight,
  label: weight === 'normal' ? 'Normal' : weight === 'bold' ? 'Bold' : weight,
}));

/** The contract's text alignments (TEXT_ALIGNS). */
export const TEXT_ALIGN_OPTIONS: Options = /* @__PURE__ */ labelledOptions(TEXT_ALIGNS, {
  left: 'Left',
  center: 'Center',
  right: 'Right',
});

/** Font sizes: spec 002 §5, 8 to 72 px, in whole pixels. */
export const FONT_SIZE_BOUNDS = { unit: 'px', ...FONT_SIZE_PX, step: 1 } as const satisfies UnitBounds;
/** Border radius and padding: at least 0 (spec 002 §5), at most the contract's 200 px, in whole pixels. */
export const LENGTH_BOUNDS = { unit: 'px', ...LENGTH_PX, step: 1 } as const satisfies UnitBounds;

/** What a unit control needs besides its path and label. */
export type UnitBounds = Omit<UnitControl, 'kind' | 'path' | 'label'>;
/** What a number control needs besides its path and label. */
export type NumberBounds = Omit<NumberControl, 'kind' | 'path' | 'label'>;

export const textControl = (
  path: SettingsPath,
  label: string,
  extra: Omit<TextControl, 'kind' | 'path' | 'label'> = {},
): TextControl => ({ kind: 'text', path, label, ...extra });

export const colorControl = (path: SettingsPath, label: string): ColorControl => ({ kind: 'color', path, label });

export const fontControl = (path: SettingsPath, label = 'Font Family'): FontControl => ({ kind: 'font', path, label });

export const unitControl = (path: SettingsPath, label: string, bounds: UnitBounds): UnitControl => ({
  kind: 'unit',
  path,
  label,
  ...bounds,
});

/**
 * A number control within `bounds`; min, max, step and `integer` are taken, so a contract bound
 * can be passed as it is, with the step the editor should use.
 * @example numberControl('advanced.ratio', 'Ratio (%)', { ...BOUNDS.ratio, step: 1 })
 */
export const numberControl = (path: SettingsPath, label: string, bounds: NumberBounds): NumberControl => ({
  kind: 'number',
  path,
  label,
  min: bounds.min,
  max: bounds.max,
  ...(bounds.step === undefined ? {} : { step: bounds.step }),
  ...(bounds.integer ? { integer: true } : {}),
  ...(bounds.commitOn === undefined ? {} : { commitOn: bounds.commitOn }),
});

export const selectControl = (path: SettingsPath, label: string, options: Options): SelectControl => ({
  kind: 'select',
  path,
  label,
  options,
});

export const toggleControl = (path: SettingsPath, label: string, values: ToggleControl['values']): ToggleControl => ({
  kind: 'toggle',
  path,
  label,
  values,
});

/**
 * The controls of a text style group (a calculator's header): font family, size, weight,
 * alignment and colour, in that order, for `group.fontFamily` … `group.textColor`.
 */
export function textStyleControls(group: SettingsPath): PanelControl[] {
  return [
    fontControl(`${group}.fontFamily`),
    unitControl(`${group}.fontSize`, 'Font Size', FONT_SIZE_BOUNDS),
    selectControl(`${group}.fontWeight`, 'Font Weight', FONT_WEIGHT_OPTIONS),
    selectControl(`${group}.textAlign`, 'Text Align', TEXT_ALIGN_OPTIONS),
    colorControl(`${group}.textColor`, 'Text Color'),
  ];
}

/**
 * The Language select every editor has (issue 32), on the settings' top-level `language`: auto
 * follows the customer's page, each language is named in itself.
 */
export const languageControl = (): SelectControl =>
  selectControl('language', 'Language', labelledOptions(LANGUAGE_SETTINGS, LANGUAGE_LABELS));
