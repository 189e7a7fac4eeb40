import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './tabs';

type Panel = 'builder' | 'layout' | 'settings';

function Harness({ onCommit, disabledTab }: { onCommit?: (value: Panel) => void; disabledTab?: Panel }) {
  const [value, setValue] = useState<Panel>('builder');
  const base: TabItem<Panel>[] = [
    { value: 'builder', label: 'Builder', content: <p>Builder panel</p> },
    { value: 'layout', label: 'Layout', content: <p>Layout panel</p> },
    { value: 'settings', label: 'Settings', content: <p>Settings panel</p> },
  ];
  const tabs = base.map((tab) => ({ ...tab, disabled: tab.value === disabledTab }));
  return (
    <Tabs
      label="Editor"
      value={value}
      tabs={tabs}
      onValueChange={(next) => {
        onCommit?.(next);
        setValue(next);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('follows the WAI-ARIA roles and links', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Editor' })).toBeTruthy();
    const builder = tab('Builder');
    expect(builder.getAttribute('aria-selected')).toBe('true');
    expect(tab('Layout').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Builder' });
    expect(builder.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Builder panel');
    expect(screen.queryByText('Layout panel')).toBeNull();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await user.click(tab('Layout'));
    expect(onCommit).toHaveBeenCalledWith('layout');
    expect(screen.getByRole('tabpanel', { name: 'Layout' }).textContent).toBe('Layout panel');
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">after</button>
      </>,
    );
    expect(tab('Builder').tabIndex).toBe(0);
    expect(tab('Layout').tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).toBe(tab('Builder'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Layout'));
    expect(tab('Layout').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Builder'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Settings'));
    expect(tab('Settings').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tab('Builder').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(tab('Settings').getAttribute('aria-selected')).toBe('true');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Harness disabledTab="layout" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Settings'));
  });

  it('does not select anything while disabled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs
        label="Editor"
        value="a"
        disabled
        onValueChange={onValueChange}
        tabs={[
          { value: 'a', label: 'A', content: 'a' },
          { value: 'b', label: 'B', content: 'b' },
        ]}
      />,
    );
    await user.click(tab('B'));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
