// The affordability editor (spec 002 §2): Builder holds the content settings (the shell adds the
// Widget Name), Layout the styling: container, header, layout, fields, buttons, results and
// disclaimer. No Settings tab.
import {
  AFFORDABILITY_RESULT_LAYOUTS,
  AFFORDABILITY_SPACINGS,
  AFFORDABILITY_TEMPLATES,
  AMOUNT_BOUND,
  LOAN_TERMS,
  RATIO_BOUND,
} from '@widgetry/contracts/constants';
import {
  colorControl,
  FONT_SIZE_BOUNDS,
  FONT_WEIGHT_OPTIONS,
  fontControl,
  LENGTH_BOUNDS,
  labelledOptions,
  languageControl,
  numberControl,
  type PanelControl,
  type PanelDescription,
  type PanelSection,
  SHADOW_OPTIONS,
  selectControl,
  TEXT_ALIGN_OPTIONS,
  textControl,
  textStyleControls,
  unitControl,
} from '@widgetry/widgets-core';
import { INPUT_NAMES, INPUT_TITLES, INTEREST_RATE, type InputName } from './affordability.fields';

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

function inputTexts(name: InputName): PanelSection {
  const title = INPUT_TITLES[name];
  return {
    title,
    controls: [
      textControl(`fields.${name}.label`, `${title} Label`),
      textControl(`fields.${name}.placeholder`, `${title} Placeholder`),
    ],
  };
}

function defaultValue(name: InputName): PanelControl {
  const label = INPUT_TITLES[name];
  const path = `defaults.${name}`;
  if (name === 'loanTerm') {
    return selectControl(
      path,
      label,
      LOAN_TERMS.map((term) => ({ value: term, label: `${term} years` })),
    );
  }
  if (name === 'interestRate') return numberControl(path, label, INTEREST_RATE);
  return numberControl(path, label, { ...AMOUNT_BOUND, step: 1 });
}

function buttonSection(key: 'calculate' | 'reset', title: string): PanelSection {
  const at = (leaf: string) => `button.${key}.${leaf}`;
  return {
    title,
    controls: [
      textControl(at('text'), 'Text'),
      colorControl(at('textColor'), 'Text Color'),
      colorControl(at('bgColor'), 'Background'),
      colorControl(at('hoverColor'), 'Hover Background'),
      unitControl(at('borderRadius'), 'Border Radius', LENGTH_BOUNDS),
      unitControl(at('fontSize'), 'Font Size', FONT_SIZE_BOUNDS),
      selectControl(at('fontWeight'), 'Font Weight', FONT_WEIGHT_OPTIONS),
      fontControl(at('fontFamily')),
    ],
  };
}

export const affordabilityPanel: PanelDescription = {
  tabs: {
    builder: [
      {
        title: 'Header Text',
        controls: [
          languageControl(),
          textControl('header.heading', 'Heading'),
          textControl('header.subHeading', 'Sub Heading'),
        ],
      },
      { title: 'Fields', controls: [], sections: INPUT_NAMES.map(inputTexts) },
      { title: 'Default Values', controls: INPUT_NAMES.map(defaultValue) },
      {
        title: 'Advanced',
        controls: [
          numberControl('advanced.debtToIncomeRatio', 'Total Debt-to-Income Ratio (%)', { ...RATIO_BOUND, step: 1 }),
          numberControl('advanced.housingDebtToIncomeRatio', 'Housing Debt-to-Income Ratio (%)', {
            ...RATIO_BOUND,
            step: 1,
          }),
        ],
      },
      { title: 'Disclaimer', controls: [textControl('disclaimer.text', 'Disclaimer Text', { multiline: true })] },
    ],
    layout: [
      {
        title: 'Container',
        controls: [
          colorControl('container.bgColor', 'Background'),
          colorControl('container.borderColor', 'Border Color'),
          unitControl('container.borderRadius', 'Border Radius', LENGTH_BOUNDS),
          unitControl('container.padding', 'Padding', LENGTH_BOUNDS),
          selectControl('container.shadow', 'Shadow', SHADOW_OPTIONS),
        ],
      },
      {
        title: 'Header',
        controls: textStyleControls('header'),
      },
      {
        title: 'Layout',
        controls: [
          selectControl(
            'layout.template',
            'Template',
            labelledOptions(AFFORDABILITY_TEMPLATES, { vertical: 'Vertical', horizontal: 'Horizontal' }),
          ),
          selectControl(
            'layout.spacing',
            'Spacing',
            labelledOptions(AFFORDABILITY_SPACINGS, { compact: 'Compact', normal: 'Normal', spacious: 'Spacious' }),
          ),
        ],
      },
      {
        title: 'Fields',
        controls: [
          colorControl('fields.textColor', 'Text Color'),
          colorControl('fields.bgColor', 'Background'),
          colorControl('fields.hoverColor', 'Hover and Focus Border Color'),
          unitControl('fields.fontSize', 'Font Size', FONT_SIZE_BOUNDS),
          selectControl('fields.fontWeight', 'Font Weight', FONT_WEIGHT_OPTIONS),
          unitControl('fields.labelFontSize', 'Label Font Size', FONT_SIZE_BOUNDS),
          selectControl('fields.labelFontWeight', 'Label Font Weight', FONT_WEIGHT_OPTIONS),
          selectControl('fields.textAlign', 'Text Align', TEXT_ALIGN_OPTIONS),
          fontControl('fields.fontFamily'),
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
          selectControl(
            'results.layout',
            'Layout',
            labelledOptions(AFFORDABILITY_RESULT_LAYOUTS, { simple: 'Simple' }),
          ),
          colorControl('results.bgColor', 'Background'),
          colorControl('results.textColor', 'Text Color'),
          colorControl('results.borderColor', 'Border Color'),
          fontControl('results.fontFamily'),
        ],
      },
      {
        title: 'Disclaimer',
        controls: [colorControl('disclaimer.textColor', 'Text Color'), fontControl('disclaimer.fontFamily')],
      },
    ],
  },
  info: { title: 'How it works?', body: AFFORDABILITY_INFO },
};
