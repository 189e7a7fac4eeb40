import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type OnOff, Toggle } from './toggle';

function OnOffHarness({ initial, onCommit }: { initial: OnOff; onCommit: (value: OnOff) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Toggle
      label="Logo"
      values="onOff"
      value={value}
      onValueChange={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

function BooleanHarness({ initial, onCommit }: { initial: boolean; onCommit: (value: boolean) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Toggle
      label="Show header"
      value={value}
      onValueChange={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

describe('Toggle', () => {
  it('flips on/off strings (yelp, listings)', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<OnOffHarness initial="on" onCommit={onCommit} />);
    const toggle = screen.getByRole('switch', { name: 'Logo' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(onCommit).toHaveBeenLastCalledWith('off');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(onCommit).toHaveBeenLastCalledWith('on');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('flips booleans (tripadvisor)', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<BooleanHarness initial={false} onCommit={onCommit} />);
    const toggle = screen.getByRole('switch', { name: 'Show header' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(onCommit).toHaveBeenLastCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('is operated from the keyboard with Space and Enter', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<BooleanHarness initial={false} onCommit={onCommit} />);
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onCommit.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles from a click on its label', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<OnOffHarness initial="off" onCommit={onCommit} />);
    await user.click(screen.getByText('Logo'));
    expect(onCommit).toHaveBeenCalledWith('on');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Toggle label="Logo" values="onOff" value="on" onValueChange={onValueChange} disabled />);
    await user.click(screen.getByRole('switch', { name: 'Logo' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('uses the given id', () => {
    render(<Toggle id="logo-status" label="Logo" value onValueChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Logo' }).id).toBe('logo-status');
  });
});
