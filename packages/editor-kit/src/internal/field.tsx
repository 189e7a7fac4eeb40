import type { ReactNode } from 'react';

/** Props every labelled control accepts; each control documents them again on its own props. */
export interface FieldBaseProps {
  /** Visible label; also the accessible name of the control. */
  label: string;
  /** id of the form element; one is generated when absent so the label can point at it. */
  id?: string;
  /** Disables the control. */
  disabled?: boolean;
  /** Extra content shown beside the label, outside it (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
}

interface FieldProps {
  label: string;
  htmlFor: string;
  /** Label and control on one row: short controls (toggle, colour swatch) read better that way. */
  inline?: boolean;
  required?: boolean;
  disabled?: boolean;
  labelAddon?: ReactNode;
  children: ReactNode;
}

/** The label row and control shared by the form controls, so they line up in an editor panel. */
export function Field({ label, htmlFor, inline, required, disabled, labelAddon, children }: FieldProps) {
  const className = ['ek-field', inline ? 'ek-field--inline' : '', disabled ? 'ek-field--disabled' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <div className="ek-field__label-row">
        <label className="ek-field__label" htmlFor={htmlFor}>
          {label}
          {required ? (
            <span className="ek-field__required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
        {labelAddon}
      </div>
      {children}
    </div>
  );
}
