import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import './form-field.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown right under the input and announced as its description (spec 000 §5: errors under their field). */
  error?: string | undefined;
  /** Beside the label, e.g. an info button. */
  labelAction?: ReactNode;
  /** Under the input and its error, e.g. a strength meter. */
  children?: ReactNode;
}

function FieldFrame({
  inputId,
  label,
  labelAction,
  error,
  errorId,
  control,
  children,
}: {
  inputId: string;
  label: string;
  labelAction: ReactNode;
  error: string | undefined;
  errorId: string;
  control: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {labelAction}
      </div>
      {control}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** A labelled input with its error under it. */
export function TextField({ label, value, onValueChange, error, labelAction, children, ...input }: FieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      labelAction={labelAction}
      error={error}
      errorId={errorId}
      control={
        <input
          {...input}
          id={inputId}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      }
    >
      {children}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (spec 000 §2 reset page; handy on every password field). */
export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  labelAction,
  children,
  ...input
}: Omit<FieldProps, 'type'>) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      labelAction={labelAction}
      error={error}
      errorId={errorId}
      control={
        <div className="field__password">
          <input
            {...input}
            id={inputId}
            type={shown ? 'text' : 'password'}
            className="field__input"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button
            type="button"
            className="field__reveal"
            aria-label={`Show ${label}`}
            aria-pressed={shown}
            title={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon crossed={shown} />
          </button>
        </div>
      }
    >
      {children}
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
