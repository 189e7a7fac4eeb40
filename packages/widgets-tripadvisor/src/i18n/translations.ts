// The TripAdvisor widget's catalogues in every language but English. The build writes them as
// dist/browser/i18n/<lang>.json, served as /scripts/i18n/tripadvisor/<lang>.json.
import type { Translations } from '@widgetry/widgets-core';
import { ar } from './ar';
import { de } from './de';
import type { tripadvisorMessages } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const tripadvisorTranslations: Translations<typeof tripadvisorMessages> = { es, fr, de, pt, ar };
