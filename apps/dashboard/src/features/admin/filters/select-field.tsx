import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import '../../../ui/form-field/form-field.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Under the select, tied to it as its description, like TextField's. */
  error?: string | undefined;
  /** An extra message under the error (the payment form's created date error sits here). */
  after?: ReactNode;
  children: ReactNode;
}

/** A labelled select with its error under it, wired the way ui/form-field wires inputs. */
export function SelectField({ label, value, onValueChange, error, after, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <select
        {...select}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
