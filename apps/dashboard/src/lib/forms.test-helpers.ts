import { fireEvent } from '@testing-library/react';
import { type } from '../../test/forms';

/**
 * Types each value into the field of the same name, in the order the values are written, then
 * clicks `submit`. Returns the fields, for the checks that follow.
 */
export function submitWith<Name extends string, Fields extends Record<Name | 'submit', HTMLElement>>(
  fields: Fields,
  values: Partial<Record<Name, string>>,
): Fields {
  for (const name in values) {
    const value = values[name];
    if (value !== undefined) type(fields[name], value);
  }
  fireEvent.click(fields.submit);
  return fields;
}
