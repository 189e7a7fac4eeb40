import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput, type TextInputProps } from './text-input';

function Harness(props: Omit<TextInputProps, 'value' | 'onValueChange'> & { onCommit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onCommit?.(next);
        setValue(next);
      }}
    />
  );
}

describe('TextInput', () => {
  it('is a labelled single-line field with a placeholder', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness label="Widget Name" placeholder="My widget" onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Widget Name' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('placeholder')).toBe('My widget');
    await user.type(input, 'Hi');
    expect(onCommit).toHaveBeenLastCalledWith('Hi');
  });

  it('is a textarea when multiline', async () => {
    const user = userEvent.setup();
    render(<Harness label="Disclaimer" multiline rows={4} />);
    const area = screen.getByRole('textbox', { name: 'Disclaimer' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'one{Enter}two');
    expect(area).toHaveProperty('value', 'one\ntwo');
  });

  it('stops at maxLength', async () => {
    const user = userEvent.setup();
    render(<Harness label="Heading" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Heading' });
    await user.type(input, 'abcdefgh');
    expect(input).toHaveProperty('value', 'abcde');
  });

  it('names the limit once it is reached, and not before (issue 29 #11)', async () => {
    const user = userEvent.setup();
    render(<Harness label="Heading" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Heading' });
    await user.type(input, 'abcd');
    expect(screen.queryByText('Use at most 5 characters.')).toBeNull();
    await user.type(input, 'ef');
    expect(screen.getByText('Use at most 5 characters.')).toBeTruthy();
  });

  it('marks a required field with an asterisk and aria-required, without a native check', () => {
    render(<Harness label="Business ID" required />);
    const input = screen.getByRole('textbox', { name: 'Business ID' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input).toHaveProperty('required', false);
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('uses the url type for addresses, and can be disabled', () => {
    render(<Harness label="Listings URL" type="url" disabled />);
    const input = screen.getByRole('textbox', { name: 'Listings URL' });
    expect(input.getAttribute('type')).toBe('url');
    expect(input).toHaveProperty('disabled', true);
  });
});
