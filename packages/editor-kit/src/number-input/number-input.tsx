import type { ReactNode } from 'react';
import { NumericField } from '../internal/numeric-field';

export interface NumberInputProps {
  /** Visible label and accessible name. */
  label: string;
  /** The current number. */
  value: number;
  /** Called with a number within [min, max]; never with a non-numeric entry. */
  onValueChange: (value: number) => void;
  /** Lowest accepted value; an entry below it is raised to it when the field is left. */
  min?: number;
  /** Highest accepted value; an entry above it is lowered to it when the field is left. */
  max?: number;
  /** Amount ArrowUp/ArrowDown add or remove. Defaults to 1. */
  step?: number;
  /** Whole numbers only: a decimal point cannot be typed. */
  integer?: boolean;
  /** id of the input; generated when absent. */
  id?: string;
  /** Disables the input. */
  disabled?: boolean;
  /** Shown beside the label (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
  /** Placeholder shown while the field is empty. */
  placeholder?: string;
}

/**
 * A bounded number (interest 0–20 step 0.1, columns 1–4, pages 1–50). Values within the bounds
 * are committed as they are typed; the field is clamped when left or on Enter, and an empty
 * field becomes 0 (or the minimum when that is above 0).
 */
export function NumberInput({ value, onValueChange, step = 1, integer = false, ...rest }: NumberInputProps) {
  return (
    <NumericField
      {...rest}
      value={Number.isFinite(value) ? value : null}
      onCommit={onValueChange}
      step={step}
      integer={integer}
    />
  );
}
