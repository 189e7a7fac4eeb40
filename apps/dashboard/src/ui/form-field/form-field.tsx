import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, textTooLong } from '@widgetry/contracts';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import './form-field.css';
import '../icon-button/icon-button.css';

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

/**
 * The one place a field's label, input and error are tied together by id. `around` lets a field
 * put something next to its input (the password toggle) without re-doing that wiring.
 */
function Field({
  label,
  value,
  onValueChange,
  error,
  labelAction,
  children,
  around = (input) => input,
  ...input
}: FieldProps & { around?: (input: ReactNode) => ReactNode }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {labelAction}
      </div>
      {around(
        <input
          {...input}
          id={inputId}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />,
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {input.maxLength !== undefined && (
        // Typing stops at the limit (maxlength); this says why. Always rendered, so the line is
        // announced when it appears (issue 29 #11).
        <p className="field__limit" aria-live="polite">
          {value.length >= input.maxLength ? textTooLong(input.maxLength) : ''}
        </p>
      )}
      {children}
    </div>
  );
}

/** A labelled input with its error under it. */
export function TextField(props: FieldProps) {
  return <Field {...props} />;
}

/** The Email field of every form that asks for one (sign-in, sign-up, forgot password, account). */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <Field maxLength={EMAIL_MAX_LENGTH} {...props} label="Email" type="email" autoComplete="email" />;
}

/** A password input with a show/hide toggle (spec 000 §2 reset page; handy on every password field). */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
      type={shown ? 'text' : 'password'}
      around={(input) => (
        <div className="field__password">
          {input}
          <button
            type="button"
            className="icon-button field__reveal"
            aria-label={`Show ${props.label}`}
            aria-pressed={shown}
            title={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon crossed={shown} />
          </button>
        </div>
      )}
    />
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
