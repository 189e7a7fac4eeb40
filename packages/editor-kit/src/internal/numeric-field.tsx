import { type ChangeEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Field } from './field';
import { clamp, emptyValue, isNumericDraft, isWithin, parseDraft, rangeMessage, stepBy } from './numeric';

interface NumericFieldProps {
  label: string;
  id?: string;
  disabled?: boolean;
  labelAddon?: ReactNode;
  /** The committed number; null when the stored value holds none. */
  value: number | null;
  onCommit: (next: number) => void;
  min?: number;
  max?: number;
  step: number;
  integer: boolean;
  /** Unit shown after the number (px, %), not part of what is typed. */
  suffix?: string;
  placeholder?: string;
  /** A message from outside (a refused save); the field's own range message takes precedence. */
  error?: string;
  /** 'settle': commit only on blur or Enter, never while typing. */
  commitOn?: 'input' | 'settle';
}

function format(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * A text field with spinbutton semantics rather than <input type="number">: browsers disagree on
 * what a number input reports for a half-typed or non-numeric entry (Firefox lets letters in and
 * reports ''), which would turn "ignore non-numeric input" into "reset to 0".
 */
export function NumericField(props: NumericFieldProps) {
  const { label, disabled, labelAddon, value, onCommit, min, max, step, integer, suffix, placeholder, error } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const errorId = `${id}-error`;
  const bounds = { min, max };
  const [draft, setDraft] = useState(() => format(value));
  const [seenValue, setSeenValue] = useState(value);

  // A new value from outside replaces the draft, unless the draft already says the same number
  // (the echo of our own commit while the person is still typing "1." on the way to "1.5").
  if (value !== seenValue) {
    setSeenValue(value);
    if (parseDraft(draft) !== value) setDraft(format(value));
  }

  const commit = (next: number) => {
    if (next !== value) onCommit(next);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const allowNegative = min === undefined || min < 0;
    if (!isNumericDraft(text, { allowNegative, allowDecimal: !integer })) return;
    setDraft(text);
    // Commit while typing only what is already acceptable, so the preview follows the keyboard
    // without jumping on the way ("1" on the way to "12" with a minimum of 8). An out-of-range
    // number says so beside the field at once.
    const n = parseDraft(text);
    if (props.commitOn !== 'settle' && n !== null && isWithin(n, bounds)) commit(n);
  };

  // Leaving the field stores what it shows, even out of range: clamping here would change the
  // customer's value behind their back. The message stays beside the field and the contract
  // refuses the save with the same words, so nothing out of range is ever stored on the server.
  const settle = () => {
    const n = parseDraft(draft);
    const next = n === null ? emptyValue(bounds) : n;
    setDraft(format(next));
    commit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const base = parseDraft(draft) ?? value ?? emptyValue(bounds);
    let next: number | null = null;
    if (event.key === 'ArrowUp') next = clamp(stepBy(base, step, 1), bounds);
    else if (event.key === 'ArrowDown') next = clamp(stepBy(base, step, -1), bounds);
    else if (event.key === 'Home' && min !== undefined) next = min;
    else if (event.key === 'End' && max !== undefined) next = max;
    else if (event.key === 'Enter') {
      settle();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    setDraft(format(next));
    commit(next);
  };

  const typed = parseDraft(draft);
  const ownMessage =
    typed !== null && !isWithin(typed, bounds) ? rangeMessage(bounds, { integer, unit: suffix }) : undefined;
  const message = ownMessage ?? error;

  return (
    <Field label={label} htmlFor={id} disabled={disabled} labelAddon={labelAddon}>
      <div className="ek-numeric">
        <input
          id={id}
          className="ek-input ek-numeric__input"
          type="text"
          role="spinbutton"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          aria-valuenow={value ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={value === null ? undefined : `${value}${suffix ?? ''}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={onChange}
          onBlur={settle}
          onKeyDown={onKeyDown}
        />
        {suffix ? (
          <span className="ek-numeric__suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {/* Always rendered, so a screen reader announces a message as soon as it appears. */}
      <p className="ek-field__error" id={errorId} aria-live="polite">
        {message ?? ''}
      </p>
    </Field>
  );
}
