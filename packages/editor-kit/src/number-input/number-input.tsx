import type { ReactNode } from 'react';
import { NumericField } from '../internal/numeric-field';

export interface NumberInputProps {
  /** Visible label and accessible name. */
  label: string;
  /** The current number. */
  value: number;
  /** Called with a number within [min, max]; never with a non-numeric entry. */
  onValueChange: (value: number) => void;
  /**
   * Lowest accepted value (pass the contract's bound). An entry below it is kept as typed and the
   * field says the range beside it at once.
   */
  min?: number;
  /** Highest accepted value (pass the contract's bound); an entry above it is shown the same way. */
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
  /** A message for this value from elsewhere (a refused save), shown beside the field. */
  error?: string;
  /**
   * When a typed number is stored: 'input' (default) as each keystroke makes an acceptable
   * number, 'settle' only when the field is left or Enter is pressed. Use 'settle' where storing
   * a half-typed number has side effects (an edit that moves other settings).
   */
  commitOn?: 'input' | 'settle';
}

/**
 * A bounded number (interest 0–20 step 0.1, columns 1–4, pages 1–50). Values within the bounds
 * are committed as they are typed. An out-of-range entry shows "Enter a number from 0 to 20."
 * beside the field at once and is committed as it is when the field is left (never clamped), so
 * the save is refused rather than silently changed. An empty field becomes 0 (or the minimum when
 * that is above 0).
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
