import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './color-picker';
import { ColorPickerGroup } from './open-picker-store';

/** A parent that keeps the value, as the editor store does, and reports every commit. */
function Harness({
  initial = '#336699',
  alpha,
  label = 'Text Color',
  onCommit,
}: {
  initial?: string;
  alpha?: boolean;
  label?: string;
  onCommit?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ColorPicker
      label={label}
      value={value}
      alpha={alpha}
      onValueChange={(next) => {
        onCommit?.(next);
        setValue(next);
      }}
    />
  );
}

async function openPicker(name: RegExp) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  return { user, hex: screen.getByLabelText('Hex') };
}

async function openPickerWith(ui: ReactElement) {
  render(ui);
  return openPicker(/Text Color/);
}

describe('ColorPicker', () => {
  it('is a labelled swatch button naming its colour, closed at first', () => {
    render(<Harness />);
    const swatch = screen.getByRole('button', { name: 'Text Color: #336699' });
    expect(swatch).toHaveProperty('ariaExpanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The visible <label> points at the swatch.
    expect(screen.getByText('Text Color').getAttribute('for')).toBe(swatch.id);
  });

  it('opens a popover with the picker area and the hex field', async () => {
    render(<Harness />);
    const { hex } = await openPicker(/Text Color/);
    expect(screen.getByRole('dialog', { name: 'Text Color colour' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Text Color/ }).getAttribute('aria-expanded')).toBe('true');
    expect(hex).toHaveProperty('value', '336699');
  });

  it('keeps only hexadecimal characters, 6 at most', async () => {
    render(<Harness />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.clear(hex);
    await user.type(hex, 'zz1g2-3x4y5q67');
    expect(hex).toHaveProperty('value', '123456');
  });

  it('takes up to 8 digits when alpha is allowed', async () => {
    render(<Harness alpha />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.clear(hex);
    await user.type(hex, '11223344556677');
    expect(hex).toHaveProperty('value', '11223344');
  });

  it('commits only valid colours: 3 or 6 digits', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.clear(hex);
    await user.type(hex, 'abcdef');
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual(['#abc', '#abcdef']);
    expect(screen.getByRole('button', { name: 'Text Color: #abcdef' })).toBeTruthy();
  });

  it('commits 4 and 8 digits as well when alpha is allowed', async () => {
    const onCommit = vi.fn();
    render(<Harness alpha onCommit={onCommit} />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.clear(hex);
    await user.type(hex, '11223344');
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual(['#112', '#1122', '#112233', '#11223344']);
  });

  it('drops a pasted # and commits the colour', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.clear(hex);
    await user.paste('#FF00AA');
    expect(onCommit).toHaveBeenLastCalledWith('#FF00AA');
    expect(screen.getByRole('button', { name: 'Text Color: #FF00AA' })).toBeTruthy();
  });

  it('puts focus in the hex field when it opens', async () => {
    const { hex } = await openPickerWith(<Harness />);
    expect(document.activeElement).toBe(hex);
  });

  it('closes once a complete colour is typed, focus back on the swatch', async () => {
    const { user, hex } = await openPickerWith(<Harness />);
    await user.clear(hex);
    await user.type(hex, 'abc');
    // Three digits are valid but more may follow: still open.
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.type(hex, 'def');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Text Color: #abcdef' }));
  });

  it('closes on Enter, keeping the last valid colour', async () => {
    const onCommit = vi.fn();
    const { user, hex } = await openPickerWith(<Harness onCommit={onCommit} />);
    await user.clear(hex);
    await user.type(hex, 'abcd{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCommit).toHaveBeenLastCalledWith('#abc');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Text Color: #abc' }));
  });

  it('is fixed to the viewport and kept inside it, so a scrolling sidebar cannot cut it', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'dialog'
        ? DOMRect.fromRect({ width: 224, height: 260 })
        : DOMRect.fromRect({ x: 4, y: 100, width: 40, height: 32 });
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    await openPickerWith(<Harness />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.classList.contains('ek-popover--fixed')).toBe(true);
    expect(dialog.style.left).toBe('8px');
    expect(dialog.style.top).toBe('138px');
  });

  it('reverts an invalid entry to the last valid colour on blur', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.clear(hex);
    await user.type(hex, 'abcd');
    expect(hex).toHaveProperty('value', 'abcd');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    // Leave the field but stay in the popover: blur happens, the popover stays open.
    await user.click(screen.getByText('Hex'));
    await user.click(screen.getByRole('dialog'));
    expect(hex).toHaveProperty('value', 'abc');
    expect(onCommit).toHaveBeenLastCalledWith('#abc');
  });

  it('reverts to the starting colour when nothing valid was typed', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.clear(hex);
    await user.type(hex, '12');
    hex.blur();
    expect(await screen.findByDisplayValue('336699')).toBe(hex);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('follows a new value from the parent', () => {
    const { rerender } = render(<ColorPicker label="Background" value="#000000" onValueChange={() => {}} />);
    rerender(<ColorPicker label="Background" value="#ffffff" onValueChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Background: #ffffff' })).toBeTruthy();
  });

  it('keeps one picker open at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness label="Text Color" />
        <Harness label="Background" initial="#ffffff" />
      </>,
    );
    const text = screen.getByRole('button', { name: /Text Color/ });
    const background = screen.getByRole('button', { name: /Background/ });
    await user.click(text);
    expect(screen.getByRole('dialog', { name: 'Text Color colour' })).toBeTruthy();
    await user.click(background);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Background colour' })).toBeTruthy();
    expect(text.getAttribute('aria-expanded')).toBe('false');
    expect(background.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps one picker open at a time inside a ColorPickerGroup too', async () => {
    const user = userEvent.setup();
    render(
      <ColorPickerGroup>
        <Harness label="Text Color" />
        <Harness label="Background" />
      </ColorPickerGroup>,
    );
    await user.click(screen.getByRole('button', { name: /Text Color/ }));
    await user.click(screen.getByRole('button', { name: /Background/ }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Background colour' })).toBeTruthy();
  });

  it('clears its open state when removed, so the group does not hold a stale id', async () => {
    const user = userEvent.setup();
    // The same id on both mounts: a stale open id would show the new picker open at once.
    const picker = <ColorPicker id="header-color" label="Text Color" value="#000000" onValueChange={() => {}} />;
    const { rerender } = render(picker);
    await user.click(screen.getByRole('button', { name: /Text Color/ }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(<p>gone</p>);
    rerender(picker);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a second click of the swatch', async () => {
    render(<Harness />);
    const { user } = await openPicker(/Text Color/);
    await user.click(screen.getByRole('button', { name: /Text Color/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the swatch', async () => {
    render(<Harness />);
    const { user, hex } = await openPicker(/Text Color/);
    await user.click(hex);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Text Color/ }));
  });

  it('closes on a click outside, not on a click inside', async () => {
    render(
      <>
        <Harness />
        <p>elsewhere</p>
      </>,
    );
    const { user } = await openPicker(/Text Color/);
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is keyboard operable: Enter opens, Tab reaches the hex field, Tab out closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">next</button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Text Color/ }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    screen.getByLabelText('Hex').focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens above the swatch when the viewport has no room below', async () => {
    const rect = (top: number, height: number) => DOMRect.fromRect({ x: 0, y: top, width: 200, height });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'dialog' ? rect(0, 260) : rect(700, 32);
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    render(<Harness />);
    await openPicker(/Text Color/);
    expect(screen.getByRole('dialog').dataset.placement).toBe('above');
  });

  it('opens below the swatch when there is room', async () => {
    const rect = (top: number, height: number) => DOMRect.fromRect({ x: 0, y: top, width: 200, height });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'dialog' ? rect(0, 260) : rect(100, 32);
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    render(<Harness />);
    await openPicker(/Text Color/);
    expect(screen.getByRole('dialog').dataset.placement).toBe('below');
  });

  it('re-places itself when the window is resized', async () => {
    let swatchTop = 100;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'dialog'
        ? DOMRect.fromRect({ width: 200, height: 260 })
        : DOMRect.fromRect({ y: swatchTop, width: 200, height: 32 });
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    render(<Harness />);
    await openPicker(/Text Color/);
    expect(screen.getByRole('dialog').dataset.placement).toBe('below');
    swatchTop = 700;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('dialog').dataset.placement).toBe('above');
  });

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup();
    render(<ColorPicker label="Text Color" value="#000000" onValueChange={() => {}} disabled />);
    const swatch = screen.getByRole('button', { name: /Text Color/ });
    expect(swatch).toHaveProperty('disabled', true);
    await user.click(swatch);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
