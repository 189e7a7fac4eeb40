import { fireEvent, render, screen, within } from '@testing-library/react';
import { FONTS } from '@widgetry/contracts';
import type { PanelSection } from '@widgetry/widgets-core';
import { describe, expect, it, vi } from 'vitest';
import { type } from '../../../test/forms';
import { PanelSections } from './panel-sections';

/** One section holding every control kind a panel description can name. */
const everyKind: PanelSection = {
  title: 'Everything',
  controls: [
    { kind: 'text', path: 'texts.heading', label: 'Heading Text' },
    { kind: 'text', path: 'texts.disclaimer', label: 'Disclaimer', multiline: true },
    { kind: 'color', path: 'colors.text', label: 'Text Color' },
    { kind: 'unit', path: 'sizes.font', label: 'Font Size', unit: 'px', min: 8, max: 72 },
    { kind: 'number', path: 'defaults.rate', label: 'Interest Rate', min: 0, max: 20, step: 0.1 },
    { kind: 'toggle', path: 'flags.bold', label: 'Bold', values: 'onOff' },
    { kind: 'toggle', path: 'flags.slider', label: 'Show Slider', values: 'boolean' },
    {
      kind: 'select',
      path: 'layout.template',
      label: 'Template',
      options: [
        { value: 'vertical', label: 'Vertical' },
        { value: 'horizontal', label: 'Horizontal' },
      ],
    },
    { kind: 'font', path: 'fonts.family', label: 'Font Family' },
  ],
};

const settings = {
  texts: { heading: 'Hello', disclaimer: 'Terms apply' },
  colors: { text: '#112233' },
  sizes: { font: '16px' },
  defaults: { rate: 4.5 },
  flags: { bold: 'on', slider: false },
  layout: { template: 'vertical' },
  fonts: { family: 'Cabin' },
};

function renderPanel(sections: PanelSection[], errors: Record<string, string> = {}) {
  const onChange = vi.fn();
  const view = render(<PanelSections label="Layout" sections={sections} binding={{ settings, errors, onChange }} />);
  return { ...view, onChange };
}

describe('PanelSections', () => {
  it('renders each control kind with its label and current value, and edits its own path', () => {
    const { onChange } = renderPanel([everyKind]);
    const section = within(screen.getByRole('region', { name: 'Everything' }));

    type(section.getByRole('textbox', { name: 'Heading Text' }), 'Hi there');
    expect(onChange).toHaveBeenLastCalledWith('texts.heading', 'Hi there');

    const disclaimer = section.getByRole('textbox', { name: 'Disclaimer' });
    expect(disclaimer.tagName).toBe('TEXTAREA');
    type(disclaimer, 'No terms');
    expect(onChange).toHaveBeenLastCalledWith('texts.disclaimer', 'No terms');

    fireEvent.click(section.getByRole('button', { name: 'Text Color: #112233' }));
    type(section.getByRole('textbox', { name: 'Hex' }), 'abcdef');
    expect(onChange).toHaveBeenLastCalledWith('colors.text', '#abcdef');

    const fontSize = section.getByRole('spinbutton', { name: 'Font Size' });
    expect(fontSize).toHaveProperty('value', '16');
    type(fontSize, '20');
    expect(onChange).toHaveBeenLastCalledWith('sizes.font', '20px');

    const rate = section.getByRole('spinbutton', { name: 'Interest Rate' });
    expect(rate).toHaveProperty('value', '4.5');
    type(rate, '5');
    expect(onChange).toHaveBeenLastCalledWith('defaults.rate', 5);

    fireEvent.click(section.getByRole('switch', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('flags.bold', 'off');
    fireEvent.click(section.getByRole('switch', { name: 'Show Slider' }));
    expect(onChange).toHaveBeenLastCalledWith('flags.slider', true);

    fireEvent.change(section.getByRole('combobox', { name: 'Template' }), { target: { value: 'horizontal' } });
    expect(onChange).toHaveBeenLastCalledWith('layout.template', 'horizontal');

    const font = section.getByRole('combobox', { name: 'Font Family' });
    expect(
      within(font)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...FONTS]);
    fireEvent.change(font, { target: { value: 'Lato' } });
    expect(onChange).toHaveBeenLastCalledWith('fonts.family', 'Lato');
  });

  it('opens the first section only, and shows nested sections and visibleWhen rules', () => {
    renderPanel([
      { title: 'First', controls: [{ kind: 'text', path: 'texts.heading', label: 'Heading Text' }] },
      {
        title: 'Second',
        controls: [],
        sections: [
          { title: 'Nested', controls: [{ kind: 'color', path: 'colors.text', label: 'Nested Color' }] },
          {
            title: 'Only horizontal',
            controls: [],
            visibleWhen: { path: 'layout.template', equals: 'horizontal' },
          },
        ],
      },
      { title: 'Hidden', controls: [], visibleWhen: { path: 'flags.slider', equals: true } },
      { title: 'Shown', controls: [], visibleWhen: { path: 'flags.bold', equals: 'on' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Heading Text' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Second' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Hidden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shown' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    // A nested group list opens its own first group too.
    expect(screen.getByRole('button', { name: 'Nested' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Nested Color: #112233' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Only horizontal' })).toBeNull();
  });

  it('shows an error under its control and opens the section that holds it', () => {
    renderPanel(
      [
        { title: 'First', controls: [] },
        { title: 'Colours', controls: [{ kind: 'color', path: 'colors.text', label: 'Text Color' }] },
      ],
      { 'colors.text': 'Enter a colour like #1a2b3c.' },
    );
    const swatch = screen.getByRole('button', { name: 'Text Color: #112233' });
    const describedBy = swatch.getAttribute('aria-describedby');
    expect(describedBy ? document.getElementById(describedBy)?.textContent : null).toBe('Enter a colour like #1a2b3c.');
    expect(swatch.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('PanelSections value mapping', () => {
  const mapped: PanelSection = {
    title: 'Mapped',
    controls: [
      {
        kind: 'select',
        path: 'defaults.loanTerm',
        label: 'Loan Term',
        options: [
          { value: 15, label: '15 years' },
          { value: 30, label: '30 years' },
        ],
      },
      { kind: 'text', path: 'domainUrl', label: 'Website address', encoding: 'uri' },
      { kind: 'number', path: 'advanced.ratio', label: 'Ratio', min: 0, max: 100, step: 1, integer: true },
    ],
  };
  const stored = {
    defaults: { loanTerm: 30 },
    domainUrl: encodeURIComponent('https://example.com/a b'),
    advanced: { ratio: 36 },
  };

  it('shows a numeric choice and stores the option’s own number, not its text', () => {
    const onChange = vi.fn();
    render(<PanelSections label="Builder" sections={[mapped]} binding={{ settings: stored, errors: {}, onChange }} />);
    const select = screen.getByRole('combobox', { name: 'Loan Term' });
    expect(select).toHaveProperty('value', '30');
    fireEvent.change(select, { target: { value: '15' } });
    expect(onChange).toHaveBeenLastCalledWith('defaults.loanTerm', 15);
  });

  it('edits a URL-encoded setting as the plain address and stores it encoded', () => {
    const onChange = vi.fn();
    render(<PanelSections label="Builder" sections={[mapped]} binding={{ settings: stored, errors: {}, onChange }} />);
    const field = screen.getByRole('textbox', { name: 'Website address' });
    expect(field).toHaveProperty('value', 'https://example.com/a b');
    type(field, 'https://shop.example.com/?q=1&x=2');
    expect(onChange).toHaveBeenLastCalledWith('domainUrl', encodeURIComponent('https://shop.example.com/?q=1&x=2'));
  });

  it('keeps a whole-number control whole: a decimal point cannot be typed', () => {
    const onChange = vi.fn();
    render(<PanelSections label="Builder" sections={[mapped]} binding={{ settings: stored, errors: {}, onChange }} />);
    const ratio = screen.getByRole('spinbutton', { name: 'Ratio' });
    type(ratio, '36.5');
    expect(onChange).not.toHaveBeenCalledWith('advanced.ratio', 36.5);
  });
});
