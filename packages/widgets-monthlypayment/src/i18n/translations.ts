// The monthly payment calculator's catalogues in every language but English; the build writes
// each to dist/browser/i18n/<lang>.json and the editor's preview imports them (issue 32).
import type { Translations } from '@widgetry/widgets-core';
import { ar } from './ar';
import { de } from './de';
import type { monthlypaymentMessages } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const monthlypaymentTranslations: Translations<typeof monthlypaymentMessages> = { es, fr, de, pt, ar };
