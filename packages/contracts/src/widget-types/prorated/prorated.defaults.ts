// The prorated rent calculator's defaults (spec 002 §3, §9) as plain values: the schema beside this
// file builds on them, and the runtime imports them without pulling zod into a customer's page.
import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';

export const proratedDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  general: { containerBg: '#ffffff' },
  heading: {
    proratedHeading: 'Prorated Rent Calculator',
    headingFontFamily: 'Cabin',
    headingFontSize: '36px',
    headingFontBold: 'on',
    headingFontItalic: 'off',
    headingColor: '#8a2be2',
    labelColor: '#495057',
  },
  field: { fieldColor: '#495057', fieldFontFamily: 'Cabin', fieldFontSize: '16px' },
  button: {
    buttonFontFamily: 'Cabin',
    buttonFontSize: '16px',
    buttonColor: '#ffffff',
    buttonBg: '#8a2be2',
    buttonShadow: 'sm',
    buttonHoverShadow: 'md',
    buttonHoverColor: '#ffffff',
    buttonHoverBg: '#7126b8',
  },
  result: { resultLayout: 'vertical', resultColor: '#495057', resultBorder: '#dee2e6', resultBg: '#f8f9fa' },
} as const;
