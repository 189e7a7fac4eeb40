import { fireEvent, render, screen } from '@testing-library/react';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@widgetry/contracts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailField, PasswordField, TextField } from './form-field';

function Name({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <TextField label="Display Name" value={value} onValueChange={setValue} maxLength={maxLength} />;
}

// Issue 29 #11: every text input has its limit while typing, and a message naming the limit.
describe('form fields and their length limits', () => {
  it('stops at the limit and says so, and the line goes once the text is shorter', () => {
    render(<Name maxLength={DISPLAY_NAME_MAX_LENGTH} />);
    const input = screen.getByLabelText('Display Name');
    expect(input.getAttribute('maxlength')).toBe(String(DISPLAY_NAME_MAX_LENGTH));
    expect(screen.queryByText(`Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`)).toBeNull();

    fireEvent.change(input, { target: { value: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH) } });
    expect(screen.getByText(`Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'Ada' } });
    expect(screen.queryByText(`Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`)).toBeNull();
  });

  it('gives email and password fields their contract limits unless told otherwise', () => {
    render(
      <>
        <EmailField value="" onValueChange={() => {}} />
        <PasswordField label="Password" value="" onValueChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe(String(EMAIL_MAX_LENGTH));
    expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBe(String(PASSWORD_MAX_LENGTH));
  });

  it('has no limit line on a field without a limit', () => {
    const { container } = render(<Name />);
    expect(container.querySelector('.field__limit')).toBeNull();
  });
});
