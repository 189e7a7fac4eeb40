// The affordability editor (spec 002 §2): Builder holds the content settings (the shell adds the
// Widget Name), Layout the styling: container, header, layout, fields, buttons, results and
// disclaimer. No Settings tab.
import { FONT_WEIGHTS, LOAN_TERMS } from '@widgetry/contracts/constants';
import type { PanelControl, PanelDescription, PanelSection, SelectControl } from '@widgetry/widgets-core';
import { AMOUNT, INPUT_NAMES, INPUT_TITLES, INTEREST_RATE, type InputName, RATIO } from './affordability.fields';

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

const WEIGHT_OPTIONS: SelectControl['options'] = FONT_WEIGHTS.map((weight) => ({
  value: weight,
  label: weight === 'normal' ? 'Normal' : weight === 'bold' ? 'Bold' : weight,
}));

const ALIGN_OPTIONS: SelectControl['options'] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];

/** Font sizes: spec 002 §5, 8 to 72 px. */
const FONT_SIZE = { unit: 'px', min: 8, max: 72, step: 1 } as const;
/** Border radius and padding: minimum 0 (spec 002 §5), at most the contract's 200 px. */
const LENGTH = { unit: 'px', min: 0, max: 200, step: 1 } as const;

/**
 * The "How it works?" text: spec 002 §2's rule, the rest of the calculation, and what the home
 * price field is for.
 */
export const AFFORDABILITY_INFO = [
  'This calculator estimates how much home a visitor can afford.',
  'Monthly income is annual income divided by 12 plus extra income.',
  'The lower of the amount allowed by the housing limit (the housing debt-to-income ratio, 28% of monthly income by default) and the amount allowed by the total debt limit (the total debt-to-income ratio, 36% by default, less the monthly debts) sets the affordable mortgage payment. The result says which limit decided.',
  'The loan that payment repays over the loan term at the interest rate, plus the down payment, is the affordable home price.',
  'Example: $120,000 a year is $10,000 a month. The housing limit allows $2,800 and the total debt limit, with $500 of debts, $3,100, so the payment is $2,800. Over 30 years at 4.5% that repays a loan of $552,611.25; with $60,000 down, the home price is $612,611.25.',
  'A home price the visitor enters is their target: the result says whether it is within or above what they can afford. Leave its default at 0 to start it blank.',
].join('\n\n');

const text = (path: string, label: string, multiline = false): PanelControl => ({
  kind: 'text',
  path,
  label,
  ...(multiline ? { multiline } : {}),
});
const color = (path: string, label: string): PanelControl => ({ kind: 'color', path, label });
const font = (path: string, label = 'Font Family'): PanelControl => ({ kind: 'font', path, label });
const select = (path: string, label: string, options: SelectControl['options']): PanelControl => ({
  kind: 'select',
  path,
  label,
  options,
});

function inputTexts(name: InputName): PanelSection {
  const title = INPUT_TITLES[name];
  return {
    title,
    controls: [
      text(`fields.${name}.label`, `${title} Label`),
      text(`fields.${name}.placeholder`, `${title} Placeholder`),
    ],
  };
}

function defaultValue(name: InputName): PanelControl {
  const label = INPUT_TITLES[name];
  const path = `defaults.${name}`;
  if (name === 'loanTerm') {
    return select(
      path,
      label,
      LOAN_TERMS.map((term) => ({ value: term, label: `${term} years` })),
    );
  }
  if (name === 'interestRate') return { kind: 'number', path, label, ...INTEREST_RATE };
  return { kind: 'number', path, label, ...AMOUNT, step: 1 };
}

function buttonSection(key: 'calculate' | 'reset', title: string): PanelSection {
  const at = (leaf: string) => `button.${key}.${leaf}`;
  return {
    title,
    controls: [
      text(at('text'), 'Text'),
      color(at('textColor'), 'Text Color'),
      color(at('bgColor'), 'Background'),
      color(at('hoverColor'), 'Hover Background'),
      { kind: 'unit', path: at('borderRadius'), label: 'Border Radius', ...LENGTH },
      { kind: 'unit', path: at('fontSize'), label: 'Font Size', ...FONT_SIZE },
      select(at('fontWeight'), 'Font Weight', WEIGHT_OPTIONS),
      font(at('fontFamily')),
    ],
  };
}

export const affordabilityPanel: PanelDescription = {
  tabs: {
    builder: [
      {
        title: 'Header Text',
        controls: [text('header.heading', 'Heading'), text('header.subHeading', 'Sub Heading')],
      },
      { title: 'Fields', controls: [], sections: INPUT_NAMES.map(inputTexts) },
      { title: 'Default Values', controls: INPUT_NAMES.map(defaultValue) },
      {
        title: 'Advanced',
        controls: [
          { kind: 'number', path: 'advanced.debtToIncomeRatio', label: 'Total Debt-to-Income Ratio (%)', ...RATIO },
          {
            kind: 'number',
            path: 'advanced.housingDebtToIncomeRatio',
            label: 'Housing Debt-to-Income Ratio (%)',
            ...RATIO,
          },
        ],
      },
      { title: 'Disclaimer', controls: [text('disclaimer.text', 'Disclaimer Text', true)] },
    ],
    layout: [
      {
        title: 'Container',
        controls: [
          color('container.bgColor', 'Background'),
          color('container.borderColor', 'Border Color'),
          { kind: 'unit', path: 'container.borderRadius', label: 'Border Radius', ...LENGTH },
          { kind: 'unit', path: 'container.padding', label: 'Padding', ...LENGTH },
          select('container.shadow', 'Shadow', SHADOW_OPTIONS),
        ],
      },
      {
        title: 'Header',
        controls: [
          font('header.fontFamily'),
          { kind: 'unit', path: 'header.fontSize', label: 'Font Size', ...FONT_SIZE },
          select('header.fontWeight', 'Font Weight', WEIGHT_OPTIONS),
          select('header.textAlign', 'Text Align', ALIGN_OPTIONS),
          color('header.textColor', 'Text Color'),
        ],
      },
      {
        title: 'Layout',
        controls: [
          select('layout.template', 'Template', [
            { value: 'vertical', label: 'Vertical' },
            { value: 'horizontal', label: 'Horizontal' },
          ]),
          select('layout.spacing', 'Spacing', [
            { value: 'compact', label: 'Compact' },
            { value: 'normal', label: 'Normal' },
            { value: 'spacious', label: 'Spacious' },
          ]),
        ],
      },
      {
        title: 'Fields',
        controls: [
          color('fields.textColor', 'Text Color'),
          color('fields.bgColor', 'Background'),
          color('fields.hoverColor', 'Hover and Focus Border Color'),
          { kind: 'unit', path: 'fields.fontSize', label: 'Font Size', ...FONT_SIZE },
          select('fields.fontWeight', 'Font Weight', WEIGHT_OPTIONS),
          { kind: 'unit', path: 'fields.labelFontSize', label: 'Label Font Size', ...FONT_SIZE },
          select('fields.labelFontWeight', 'Label Font Weight', WEIGHT_OPTIONS),
          select('fields.textAlign', 'Text Align', ALIGN_OPTIONS),
          font('fields.fontFamily'),
        ],
      },
      {
        title: 'Buttons',
        controls: [],
        sections: [buttonSection('calculate', 'Calculate'), buttonSection('reset', 'Reset')],
      },
      {
        title: 'Results',
        controls: [
          select('results.layout', 'Layout', [{ value: 'simple', label: 'Simple' }]),
          color('results.bgColor', 'Background'),
          color('results.textColor', 'Text Color'),
          color('results.borderColor', 'Border Color'),
          font('results.fontFamily'),
        ],
      },
      {
        title: 'Disclaimer',
        controls: [color('disclaimer.textColor', 'Text Color'), font('disclaimer.fontFamily')],
      },
    ],
  },
  info: { title: 'How it works?', body: AFFORDABILITY_INFO },
};
