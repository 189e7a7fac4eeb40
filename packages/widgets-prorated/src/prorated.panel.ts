// The prorated editor (spec 002 §2): Builder holds only the Widget Name, which the editor shell
// adds; Layout has a general block (the Language select first, issue 32), then Heading, Field,
// Button and Result.
import { RESULT_LAYOUTS } from '@widgetry/contracts/constants';
import {
  colorControl,
  FONT_SIZE_BOUNDS,
  fontControl,
  labelledOptions,
  languageControl,
  type PanelDescription,
  SHADOW_OPTIONS,
  selectControl,
  textControl,
  toggleControl,
  unitControl,
} from '@widgetry/widgets-core';

/** The "How it works?" text; the spec leaves the wording to us. */
export const PRORATED_INFO = [
  'Prorated rent is the part of a month’s rent owed for the days a tenant actually has the home.',
  'The daily rate is the monthly rent divided by the number of days in that month: 28 to 31 days, and February has 29 in a leap year (every fourth year, except century years not divisible by 400).',
  'The prorated amount is the daily rate times the days occupied, counting both the move-in and the move-out day.',
  'With only a move-in date, the tenant pays from that day to the end of its month; with a move-out date, from move-in to move-out, each month on its own length (a stay across months shows each month’s part and the total).',
  'Example: $1,500 rent, moving in on 15 April (30 days): $1,500 ÷ 30 = $50 a day, times 16 days = $800.00.',
].join('\n\n');

export const proratedPanel: PanelDescription = {
  tabs: {
    builder: [],
    layout: [
      {
        title: 'General',
        controls: [languageControl(), colorControl('general.containerBg', 'Container Background')],
      },
      {
        title: 'Heading',
        controls: [
          textControl('heading.proratedHeading', 'Heading Text', { placeholder: 'Prorated Rent Calculator' }),
          fontControl('heading.headingFontFamily'),
          unitControl('heading.headingFontSize', 'Font Size', FONT_SIZE_BOUNDS),
          toggleControl('heading.headingFontBold', 'Bold', 'onOff'),
          toggleControl('heading.headingFontItalic', 'Italic', 'onOff'),
          colorControl('heading.headingColor', 'Color'),
          colorControl('heading.labelColor', 'Label Color'),
        ],
      },
      {
        title: 'Field',
        controls: [
          colorControl('field.fieldColor', 'Color'),
          fontControl('field.fieldFontFamily'),
          unitControl('field.fieldFontSize', 'Font Size', FONT_SIZE_BOUNDS),
        ],
      },
      {
        title: 'Button',
        controls: [
          fontControl('button.buttonFontFamily'),
          unitControl('button.buttonFontSize', 'Font Size', FONT_SIZE_BOUNDS),
          colorControl('button.buttonColor', 'Color'),
          colorControl('button.buttonBg', 'Background'),
          selectControl('button.buttonShadow', 'Shadow', SHADOW_OPTIONS),
          selectControl('button.buttonHoverShadow', 'Hover Shadow', SHADOW_OPTIONS),
          colorControl('button.buttonHoverColor', 'Hover Text Color'),
          colorControl('button.buttonHoverBg', 'Hover Background'),
        ],
      },
      {
        title: 'Result',
        controls: [
          selectControl(
            'result.resultLayout',
            'Layout',
            labelledOptions(RESULT_LAYOUTS, { vertical: 'Vertical', horizontal: 'Horizontal' }),
          ),
          colorControl('result.resultColor', 'Color'),
          colorControl('result.resultBorder', 'Border'),
          colorControl('result.resultBg', 'Background'),
        ],
      },
    ],
  },
  info: { title: 'How it works?', body: PRORATED_INFO },
};
