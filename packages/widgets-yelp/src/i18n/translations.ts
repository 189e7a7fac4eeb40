// The Yelp widget's catalogues in every language but English. The build writes them as
// dist/browser/i18n/<lang>.json, served as /scripts/i18n/yelp/<lang>.json.
import type { Translations } from '@widgetry/widgets-core';
import { ar } from './ar';
import { de } from './de';
import type { yelpMessages } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const yelpTranslations: Translations<typeof yelpMessages> = { es, fr, de, pt, ar };
