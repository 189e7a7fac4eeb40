// How a widget reports a visitor's input error: on the field (aria-invalid, aria-describedby)
// and in the note rendered for it, whose id is the field's id plus '-error'.

/**
 * Shows `message` for `field` in its note, or clears both when there is none. The note is found
 * by comparing ids rather than by a selector, since an id carries a per-mount prefix that could
 * hold any character.
 */
export function showFieldError(root: ParentNode, field: Element, message: string | undefined): void {
  const errorId = `${field.id}-error`;
  if (message) {
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', errorId);
  } else {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  }
  const note = [...root.querySelectorAll('[id]')].find((node) => node.id === errorId);
  if (note instanceof HTMLElement) {
    note.textContent = message ?? '';
    note.hidden = !message;
  }
}
