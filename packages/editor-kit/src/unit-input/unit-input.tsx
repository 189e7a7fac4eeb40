import type { ReactNode } from 'react';
import { NumericField } from '../internal/numeric-field';

/** Units the style settings use: pixels, or percent for widths and the header logo size. */
export type CssUnit = 'px' | '%';

export interface UnitInputProps {
  /** Visible label and accessible name. */
  label: string;
  /** The stored value: a number followed by the unit, such as '16px' or '100%'. */
  value: string;
  /** Called with the number and the unit together ('18px'). */
  onValueChange: (value: string) => void;
  /** The unit shown after the field and appended to the value. */
  unit: CssUnit;
  /** Lowest accepted number; defaults to 0. An empty field becomes this when it is above 0. */
  min?: number;
  /** Highest accepted number (pass the contract's bound). */
  max?: number;
  /** Amount ArrowUp/ArrowDown add or remove. Defaults to 1. */
  step?: number;
  /** id of the input; generated when absent. */
  id?: string;
  /** Disables the input. */
  disabled?: boolean;
  /** Shown beside the label (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
  /** A message for this value from elsewhere (a refused save), shown beside the field. */
  error?: string;
}

/** The number at the start of a CSS length ('16px' → 16), or null when there is none. */
export function parseUnitValue(value: string): number | null {
  const match = /^\s*(-?\d*\.?\d+)/.exec(value);
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  return Number.isFinite(n) ? n : null;
}

/**
 * A CSS size edited as a number with its unit beside it. It shows the number and stores number
 * plus unit; an empty field becomes `0<unit>` (or `min<unit>`) and a non-numeric entry is ignored.
 * A number outside [min, max] shows "Enter a size from 8px to 72px." beside the field at once and
 * is stored as typed when the field is left, never clamped.
 */
export function UnitInput({ value, onValueChange, unit, min = 0, step = 1, ...rest }: UnitInputProps) {
  return (
    <NumericField
      {...rest}
      value={parseUnitValue(value)}
      onCommit={(n) => onValueChange(`${n}${unit}`)}
      min={min}
      step={step}
      integer={false}
      suffix={unit}
    />
  );
}
