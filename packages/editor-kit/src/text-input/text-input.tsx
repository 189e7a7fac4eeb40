import { type ReactNode, useId } from 'react';
import { Field } from '../internal/field';

export interface TextInputProps {
  /** Visible label and accessible name. */
  label: string;
  /** The current text. */
  value: string;
  /** Called with the new text on every edit. */
  onValueChange: (value: string) => void;
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /** A multi-line <textarea> instead of a single-line input (disclaimers, help texts). */
  multiline?: boolean;
  /** Visible lines of a multi-line field. Defaults to 3. */
  rows?: number;
  /**
   * Most characters the field takes (pass the contract's limit): typing stops there, and a line
   * under the field names the limit once it is reached, so a cut-off paste is explained.
   */
  maxLength?: number;
  /** Input type of a single-line field: 'url' and 'email' get the matching mobile keyboard. */
  type?: 'text' | 'url' | 'email';
  /** Marks the field required with an asterisk; no message is shown (spec 001 §5). */
  required?: boolean;
  /** id of the input; generated when absent. */
  id?: string;
  /** Disables the input. */
  disabled?: boolean;
  /** Shown beside the label (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
}

/** A labelled single- or multi-line text field. */
export function TextInput({
  label,
  value,
  onValueChange,
  placeholder,
  multiline = false,
  rows = 3,
  maxLength,
  type = 'text',
  required = false,
  id,
  disabled,
  labelAddon,
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const shared = {
    id: inputId,
    value,
    placeholder,
    maxLength,
    disabled,
    // aria-required only: a native `required` would make the browser show a message, and the
    // editor shows none.
    'aria-required': required || undefined,
  };
  const atLimit = maxLength !== undefined && value.length >= maxLength;
  return (
    <Field label={label} htmlFor={inputId} required={required} disabled={disabled} labelAddon={labelAddon}>
      {multiline ? (
        <textarea
          {...shared}
          className="ek-input ek-textarea"
          rows={rows}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input {...shared} className="ek-input" type={type} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {maxLength !== undefined && (
        // Always rendered, so the line is announced when it appears.
        <p className="ek-field__limit" aria-live="polite">
          {atLimit ? `Use at most ${maxLength} characters.` : ''}
        </p>
      )}
    </Field>
  );
}
