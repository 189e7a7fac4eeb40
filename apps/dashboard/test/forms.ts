import { fireEvent } from '@testing-library/react';

/** Types into an input the way React sees it (no user-event here: one change event with the whole value). */
export function type(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
}

/**
 * The error shown under a field: the element the input names as its description. Errors are
 * placed there (spec 000 §5), so this finds only an error that is really tied to this field.
 */
export function errorUnder(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  if (!id) return null;
  const described = document.getElementById(id);
  if (!described) return null;
  // The error sits in the same field as its input, right after the control.
  if (!input.closest('.field')?.contains(described)) return null;
  return described.textContent;
}

/** Whether a button is disabled; typed so tests read naturally. */
export function isDisabled(element: HTMLElement): boolean {
  return element instanceof HTMLButtonElement && element.disabled;
}
