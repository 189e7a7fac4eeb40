import { type ChangeEvent, type CSSProperties, type ReactNode, useId } from 'react';
import { Field } from '../internal/field';

/** One choice of a Select. */
export interface SelectOption<T extends string> {
  /** The stored value. */
  value: T;
  /** What the person reads. */
  label: string;
  /** Makes the choice visible but not selectable. */
  disabled?: boolean;
  /** Style of the option itself (FontSelect renders each font name in its font). */
  style?: CSSProperties;
}

export interface SelectProps<T extends string> {
  /** Visible label and accessible name. */
  label: string;
  /** The selected value. */
  value: T;
  /** Called with the chosen option's value, typed as the options' values. */
  onValueChange: (value: T) => void;
  /** The choices, in display order. */
  options: readonly SelectOption<T>[];
  /** id of the select; generated when absent. */
  id?: string;
  /** Disables the select. */
  disabled?: boolean;
  /** Shown beside the label (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
  /** Style of the closed select (FontSelect shows the chosen font). */
  style?: CSSProperties;
}

/**
 * A styled native <select>: the platform's own keyboard handling, screen-reader support and
 * mobile picker, for a fixed list of choices.
 */
export function Select<T extends string>({
  label,
  value,
  onValueChange,
  options,
  id,
  disabled,
  labelAddon,
  style,
}: SelectProps<T>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const known = options.some((option) => option.value === value);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // Looking the option up (rather than trusting the DOM string) keeps the value's type exact.
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen && chosen.value !== value) onValueChange(chosen.value);
  };

  return (
    <Field label={label} htmlFor={selectId} disabled={disabled} labelAddon={labelAddon}>
      <select
        id={selectId}
        className="ek-input ek-select"
        value={value}
        disabled={disabled}
        style={style}
        onChange={onChange}
      >
        {/* A stored value outside the list stays visible instead of the first option being shown as chosen. */}
        {known ? null : (
          <option value={value} disabled>
            {value}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} style={option.style}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
