import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input';

type HarnessProps = Omit<NumberInputProps, 'value' | 'onValueChange' | 'label'> & {
  initial: number;
  onCommit?: (value: number) => void;
};

function Harness({ initial, onCommit, ...rest }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput
        label="Amount"
        value={value}
        onValueChange={(next) => {
          onCommit?.(next);
          setValue(next);
        }}
        {...rest}
      />
      <output data-testid="stored">{String(value)}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Amount' });
const stored = () => Number(screen.getByTestId('stored').textContent);

describe('NumberInput', () => {
  it('exposes its bounds and value as a spinbutton', () => {
    render(<Harness initial={3} min={1} max={4} integer />);
    expect(field().getAttribute('aria-valuenow')).toBe('3');
    expect(field().getAttribute('aria-valuemin')).toBe('1');
    expect(field().getAttribute('aria-valuemax')).toBe('4');
  });

  it('commits values within bounds as they are typed (interest 0–20)', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial={5} min={0} max={20} step={0.1} onCommit={onCommit} />);
    await user.clear(field());
    await user.type(field(), '6.75');
    // '6.' is 6 already, so nothing new is stored, and the field keeps the dot so typing can go on.
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual([6, 6.7, 6.75]);
    expect(field()).toHaveProperty('value', '6.75');
    expect(stored()).toBe(6.75);
  });

  it('names the bound beside the field at once, and keeps the value as typed on blur (interest 0–20)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={6} min={0} max={20} step={0.1} />);
    await user.clear(field());
    await user.type(field(), '99');
    // Shown while typing, before the field is left, in the contract's words.
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const describedBy = field().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a number from 0 to 20.');
    expect(stored()).toBe(9);
    await user.tab();
    // Never clamped: what the customer typed is what is stored, and the message stays.
    expect(stored()).toBe(99);
    expect(field()).toHaveProperty('value', '99');
    expect(screen.getByText('Enter a number from 0 to 20.')).toBeTruthy();
  });

  it('says "whole number" for an integer bound and clears the message once back in range (ratio 0–100)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={36} min={0} max={100} integer />);
    await user.clear(field());
    await user.type(field(), '500{Enter}');
    expect(stored()).toBe(500);
    expect(screen.getByText('Enter a whole number from 0 to 100.')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), '50');
    expect(stored()).toBe(50);
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a whole number from 0 to 100.')).toBeNull();
  });

  it('with commitOn="settle", stores nothing while typing, then the number on blur', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial={1_860_000} min={1} max={999_999_999} integer commitOn="settle" onCommit={onCommit} />);
    await user.clear(field());
    await user.type(field(), '2000000');
    expect(onCommit).not.toHaveBeenCalled();
    await user.tab();
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual([2_000_000]);
  });

  it('shows a message given from outside (a refused save) until its own takes over', async () => {
    render(<Harness initial={3} min={1} max={4} integer error="Refused by the server." />);
    expect(screen.getByText('Refused by the server.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('ignores non-numeric input', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial={10} min={0} max={100} onCommit={onCommit} />);
    await user.type(field(), 'x');
    await user.type(field(), '-');
    await user.type(field(), 'e');
    expect(field()).toHaveProperty('value', '10');
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('takes no decimal point when integer', async () => {
    const user = userEvent.setup();
    render(<Harness initial={12} min={1} max={50} integer />);
    await user.type(field(), '.5');
    expect(field()).toHaveProperty('value', '125');
    await user.tab();
    expect(stored()).toBe(125);
    expect(screen.getByText('Enter a whole number from 1 to 50.')).toBeTruthy();
  });

  it('accepts negative numbers only when the minimum allows them', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0} min={-10} max={10} />);
    await user.clear(field());
    await user.type(field(), '-4');
    await user.tab();
    expect(stored()).toBe(-4);
  });

  it('turns an empty field into the minimum when that is above 0', async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} min={1} max={4} />);
    await user.clear(field());
    await user.tab();
    expect(stored()).toBe(1);
  });

  it('steps by step with arrows, without float noise, and jumps to bounds with Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0.2} min={0} max={20} step={0.1} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe(0.3);
    await user.keyboard('{End}');
    expect(stored()).toBe(20);
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe(20);
    await user.keyboard('{Home}');
    expect(stored()).toBe(0);
  });

  it('follows a new value from the parent', () => {
    const { rerender } = render(<NumberInput label="Amount" value={1} onValueChange={() => {}} />);
    rerender(<NumberInput label="Amount" value={7} onValueChange={() => {}} />);
    expect(field()).toHaveProperty('value', '7');
  });

  it('is disabled when asked', () => {
    render(<Harness initial={1} disabled />);
    expect(field()).toHaveProperty('disabled', true);
  });
});
