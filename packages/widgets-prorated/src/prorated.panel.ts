// The prorated editor (spec 002 §2): Builder holds only the Widget Name, which the editor shell
// adds; Layout has a general block, then Heading, Field, Button and Result.
import type { PanelDescription, SelectControl } from '@widgetry/widgets-core';

/** Labels for the contract's shadow presets (SHADOWS). */
const SHADOW_OPTIONS: SelectControl['options'] = [
  { value: 'none', label: 'None' },
  { value: 'sm', label: 'Small' },
  { value: 'md', label: 'Medium' },
  { value: 'lg', label: 'Large' },
  { value: 'xl', label: 'Extra large' },
  { value: 'xxl', label: 'Extra extra large' },
  { value: 'inner', label: 'Inner' },
];

/** Font sizes: spec 002 §5, 8 to 72 px. */
const FONT_SIZE = { unit: 'px', min: 8, max: 72, step: 1 } as const;

/** The "How it works?" text; the spec leaves the wording to us. */
export const PRORATED_INFO = [
  'Prorated rent is the part of a month’s rent owed for the days a tenant actually has the home.',
  'The daily rate is the monthly rent divided by the number of days in that month: 28 to 31 days, and February has 29 in a leap year (every fourth year, except century years not divisible by 400).',
  'The prorated amount is the daily rate times the days occupied, counting both the move-in and the move-out day.',
  'With only a move-in date, the tenant pays from that day to the end of its month; with a move-out date in the same month, from move-in to move-out.',
  'Example: $1,500 rent, moving in on 15 April (30 days): $1,500 ÷ 30 = $50 a day, times 16 days = $800.00.',
].join('\n\n');

export const proratedPanel: PanelDescription = {
  tabs: {
    builder: [],
    layout: [
      {
        title: 'General',
        controls: [{ kind: 'color', path: 'general.containerBg', label: 'Container Background' }],
      },
      {
        title: 'Heading',
        controls: [
          {
            kind: 'text',
            path: 'heading.proratedHeading',
            label: 'Heading Text',
            placeholder: 'Prorated Rent Calculator',
          },
          { kind: 'font', path: 'heading.headingFontFamily', label: 'Font Family' },
          { kind: 'unit', path: 'heading.headingFontSize', label: 'Font Size', ...FONT_SIZE },
          { kind: 'toggle', path: 'heading.headingFontBold', label: 'Bold', values: 'onOff' },
          { kind: 'toggle', path: 'heading.headingFontItalic', label: 'Italic', values: 'onOff' },
          { kind: 'color', path: 'heading.headingColor', label: 'Color' },
          { kind: 'color', path: 'heading.labelColor', label: 'Label Color' },
        ],
      },
      {
        title: 'Field',
        controls: [
          { kind: 'color', path: 'field.fieldColor', label: 'Color' },
          { kind: 'font', path: 'field.fieldFontFamily', label: 'Font Family' },
          { kind: 'unit', path: 'field.fieldFontSize', label: 'Font Size', ...FONT_SIZE },
        ],
      },
      {
        title: 'Button',
        controls: [
          { kind: 'font', path: 'button.buttonFontFamily', label: 'Font Family' },
          { kind: 'unit', path: 'button.buttonFontSize', label: 'Font Size', ...FONT_SIZE },
          { kind: 'color', path: 'button.buttonColor', label: 'Color' },
          { kind: 'color', path: 'button.buttonBg', label: 'Background' },
          { kind: 'select', path: 'button.buttonShadow', label: 'Shadow', options: SHADOW_OPTIONS },
          { kind: 'select', path: 'button.buttonHoverShadow', label: 'Hover Shadow', options: SHADOW_OPTIONS },
          { kind: 'color', path: 'button.buttonHoverColor', label: 'Hover Text Color' },
          { kind: 'color', path: 'button.buttonHoverBg', label: 'Hover Background' },
        ],
      },
      {
        title: 'Result',
        controls: [
          {
            kind: 'select',
            path: 'result.resultLayout',
            label: 'Layout',
            options: [
              { value: 'vertical', label: 'Vertical' },
              { value: 'horizontal', label: 'Horizontal' },
            ],
          },
          { kind: 'color', path: 'result.resultColor', label: 'Color' },
          { kind: 'color', path: 'result.resultBorder', label: 'Border' },
          { kind: 'color', path: 'result.resultBg', label: 'Background' },
        ],
      },
    ],
  },
  info: { title: 'How it works?', body: PRORATED_INFO },
};
