import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { value: 'header', title: 'Header', content: <p>Header settings</p> },
  { value: 'layout', title: 'Layout', content: <p>Layout settings</p> },
  { value: 'reviews', title: 'Reviews', content: <p>Review settings</p>, disabled: true },
];

function Controlled({ onValueChange }: { onValueChange: (value: readonly string[]) => void }) {
  const [open, setOpen] = useState<readonly string[]>(['layout']);
  return (
    <Accordion
      label="Layout settings"
      items={items}
      multiple
      value={open}
      onValueChange={(next) => {
        onValueChange(next);
        setOpen(next);
      }}
    />
  );
}

const header = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('wires each header button to its region with aria-expanded and aria-controls', () => {
    render(<Accordion label="Layout settings" items={items} defaultValue={['header']} />);
    const button = header('Header');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Header' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    expect(region.textContent).toBe('Header settings');
    // Header buttons sit in headings, for the page outline.
    expect(button.parentElement?.tagName).toBe('H3');
  });

  it('keeps closed sections hidden, with their content not rendered', () => {
    render(<Accordion label="Layout settings" items={items} />);
    const button = header('Layout');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region?.hidden).toBe(true);
    expect(screen.queryByText('Layout settings')).toBeNull();
  });

  it('opens one section at a time by default', async () => {
    const user = userEvent.setup();
    render(<Accordion label="Layout settings" items={items} />);
    await user.click(header('Header'));
    await user.click(header('Layout'));
    expect(header('Header').getAttribute('aria-expanded')).toBe('false');
    expect(header('Layout').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Layout settings')).toBeTruthy();
    await user.click(header('Layout'));
    expect(header('Layout').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens several sections when multiple', async () => {
    const user = userEvent.setup();
    render(<Accordion label="Layout settings" items={items} multiple />);
    await user.click(header('Header'));
    await user.click(header('Layout'));
    expect(header('Header').getAttribute('aria-expanded')).toBe('true');
    expect(header('Layout').getAttribute('aria-expanded')).toBe('true');
  });

  it('reports open sections and follows the value when controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await user.click(header('Header'));
    expect(onValueChange).toHaveBeenLastCalledWith(['layout', 'header']);
    expect(header('Header').getAttribute('aria-expanded')).toBe('true');
  });

  it('is reached and toggled from the keyboard; disabled sections stay shut', async () => {
    const user = userEvent.setup();
    render(<Accordion label="Layout settings" items={items} />);
    await user.tab();
    expect(document.activeElement).toBe(header('Header'));
    await user.keyboard('{Enter}');
    expect(header('Header').getAttribute('aria-expanded')).toBe('true');
    await user.click(header('Reviews'));
    expect(header('Reviews').getAttribute('aria-expanded')).toBe('false');
  });

  it('labels the group', () => {
    render(<Accordion label="Layout settings" items={items} />);
    expect(screen.getByRole('group', { name: 'Layout settings' })).toBeTruthy();
  });
});
