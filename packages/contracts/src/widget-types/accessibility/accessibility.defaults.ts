// The accessibility widget's defaults (spec 002 §3) as plain values: the schema beside this file
// builds on them, and the runtime imports them without pulling zod into a customer's page.
import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';

export const accessibilityDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  icon: {
    iconSvg: '1',
    iconPosition: 'right',
    /** Spec default 'white'. */
    iconColor: '#ffffff',
    /** Spec default 'orange, #f6690b'. */
    iconBg: '#f6690b',
  },
  toolbox: {
    toolboxTitle: 'Accessibility Menu',
    toolboxTextColor: '#ffffff',
    toolboxBg: '#242424',
    groupTextColor: '#ffffff',
    groupBg: '#333333',
    groupHoverColor: '#005a9c',
    groupHoverBg: '#005a9c',
  },
  /** The customer's website, stored URL-encoded (spec 002 §3); use encodeDomainUrl/decodeDomainUrl. */
  domainUrl: '',
} as const;
