import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseUnitValue, UnitInput, type UnitInputProps } from './unit-input';

type HarnessProps = Omit<UnitInputProps, 'value' | 'onValueChange' | 'label'> & {
  initial: string;
  onCommit: (value: string) => void;
};

function Harness({ initial, onCommit, ...rest }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <UnitInput
        label="Font size"
        value={value}
        onValueChange={(next) => {
          onCommit(next);
          setValue(next);
        }}
        {...rest}
      />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Font size' });
const stored = () => screen.getByTestId('stored').textContent;

describe('parseUnitValue', () => {
  it('reads the number before the unit', () => {
    expect(parseUnitValue('16px')).toBe(16);
    expect(parseUnitValue('100%')).toBe(100);
    expect(parseUnitValue('0.5px')).toBe(0.5);
    expect(parseUnitValue('')).toBeNull();
    expect(parseUnitValue('px')).toBeNull();
  });
});

describe('UnitInput', () => {
  it('shows the number with the unit beside it, not in the field', () => {
    render(<Harness initial="16px" unit="px" onCommit={() => {}} />);
    expect(field()).toHaveProperty('value', '16');
    expect(screen.getByText('px')).toBeTruthy();
    expect(field().getAttribute('aria-valuetext')).toBe('16px');
  });

  it('stores the number with its unit', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial="16px" unit="px" onCommit={onCommit} />);
    await user.clear(field());
    await user.type(field(), '18');
    expect(onCommit).toHaveBeenLastCalledWith('18px');
    expect(stored()).toBe('18px');
  });

  it('stores percent for percent fields', async () => {
    const user = userEvent.setup();
    render(<Harness initial="60%" unit="%" min={10} max={100} onCommit={() => {}} />);
    await user.clear(field());
    await user.type(field(), '85');
    await user.tab();
    expect(stored()).toBe('85%');
  });

  it('turns an empty field into 0 with the unit', async () => {
    const user = userEvent.setup();
    render(<Harness initial="16px" unit="px" onCommit={() => {}} />);
    await user.clear(field());
    await user.tab();
    expect(stored()).toBe('0px');
    expect(field()).toHaveProperty('value', '0');
  });

  it('turns an empty field into the minimum when that is above 0', async () => {
    const user = userEvent.setup();
    render(<Harness initial="16px" unit="px" min={8} max={72} onCommit={() => {}} />);
    await user.clear(field());
    await user.tab();
    expect(stored()).toBe('8px');
  });

  it('ignores a non-numeric entry', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial="16px" unit="px" onCommit={onCommit} />);
    await user.type(field(), 'abc');
    expect(field()).toHaveProperty('value', '16');
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(stored()).toBe('16px');
  });

  it('names the bound at once and never clamps (font size 8–72)', async () => {
    const user = userEvent.setup();
    render(<Harness initial="16px" unit="px" min={8} max={72} onCommit={() => {}} />);
    await user.clear(field());
    await user.type(field(), '99999');
    // Out of range while typing: only the in-range '9' on the way was stored; said beside the field.
    expect(stored()).toBe('9px');
    expect(screen.getByText('Enter a size from 8px to 72px.')).toBeTruthy();
    await user.tab();
    expect(stored()).toBe('99999px');
    expect(field()).toHaveProperty('value', '99999');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.clear(field());
    await user.type(field(), '3{Enter}');
    expect(stored()).toBe('3px');
    expect(screen.getByText('Enter a size from 8px to 72px.')).toBeTruthy();
  });

  it('does not store a value below the minimum on the way to a valid one', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial="16px" unit="px" min={8} onCommit={onCommit} />);
    await user.clear(field());
    await user.type(field(), '12');
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual(['12px']);
  });

  it('steps with the arrow keys, within bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial="95%" unit="%" min={10} max={100} step={5} onCommit={() => {}} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('100%');
    await user.keyboard('{ArrowUp}');
    expect(stored()).toBe('100%');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(stored()).toBe('90%');
  });

  it('is disabled when asked', () => {
    render(<Harness initial="16px" unit="px" disabled onCommit={() => {}} />);
    expect(field()).toHaveProperty('disabled', true);
  });
});
