import { type ReactNode, useId } from 'react';
import { Field } from '../internal/field';

/** The on/off strings some widget settings store instead of booleans (spec 001: yelp, listings). */
export type OnOff = 'on' | 'off';

interface ToggleBaseProps {
  /** Visible label and accessible name of the switch. */
  label: string;
  /** id of the switch button; generated when absent. */
  id?: string;
  /** Disables the switch. */
  disabled?: boolean;
  /** Shown beside the label (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
}

/** A setting stored as the strings 'on' / 'off'. */
export interface OnOffToggleProps extends ToggleBaseProps {
  /** Says the value is an 'on' / 'off' string. */
  values: 'onOff';
  /** 'on' shows the switch checked. */
  value: OnOff;
  /** Called with 'on' or 'off'. */
  onValueChange: (value: OnOff) => void;
}

/** A setting stored as a boolean. */
export interface BooleanToggleProps extends ToggleBaseProps {
  /** Says the value is a boolean; the default. */
  values?: 'boolean';
  /** true shows the switch checked. */
  value: boolean;
  /** Called with the new boolean. */
  onValueChange: (value: boolean) => void;
}

export type ToggleProps = OnOffToggleProps | BooleanToggleProps;

/**
 * An on/off switch (role="switch") for either kind of stored value, chosen by `values`, so a
 * widget's settings keep the representation its contract uses.
 */
export function Toggle(props: ToggleProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const checked = props.values === 'onOff' ? props.value === 'on' : props.value;

  const flip = () => {
    if (props.values === 'onOff') props.onValueChange(checked ? 'off' : 'on');
    else props.onValueChange(!checked);
  };

  return (
    <Field label={props.label} htmlFor={id} inline disabled={props.disabled} labelAddon={props.labelAddon}>
      <button
        id={id}
        type="button"
        role="switch"
        className="ek-switch"
        aria-checked={checked}
        disabled={props.disabled}
        onClick={flip}
      >
        <span className="ek-switch__thumb" aria-hidden="true" />
      </button>
    </Field>
  );
}
