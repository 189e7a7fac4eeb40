import { afterEach, describe, expect, it } from 'vitest';
import { showFieldError } from './field-error';

afterEach(() => {
  document.body.replaceChildren();
});

function form(prefix: string) {
  const root = document.createElement('div');
  const field = document.createElement('input');
  field.id = `${prefix}rent`;
  const note = document.createElement('p');
  note.id = `${prefix}rent-error`;
  note.hidden = true;
  root.append(field, note);
  document.body.append(root);
  return { root, field, note };
}

describe('showFieldError', () => {
  it('marks the field invalid, points it at its note and shows the message there', () => {
    const { root, field, note } = form('w1-');
    showFieldError(root, field, 'Enter the monthly rent.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('w1-rent-error');
    expect(note.textContent).toBe('Enter the monthly rent.');
    expect(note.hidden).toBe(false);
  });

  it('clears the field and hides the note when there is no message', () => {
    const { root, field, note } = form('w1-');
    showFieldError(root, field, 'Enter the monthly rent.');
    showFieldError(root, field, undefined);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(note.textContent).toBe('');
    expect(note.hidden).toBe(true);
  });

  it('finds the note whatever characters the id prefix holds', () => {
    const { root, field, note } = form('a"] b:c-');
    showFieldError(root, field, 'x');
    expect(note.textContent).toBe('x');
  });
});
