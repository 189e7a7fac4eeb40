// The listing widgets' catalogues in every language but English: one set for both types (appfolio
// and rentvine render the same markup), published by each type's build as its own.
import type { Translations } from '../../i18n/catalogue-check';
import { ar } from './ar';
import { de } from './de';
import type { ListingsMessages } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const listingsTranslations: Translations<ListingsMessages> = { es, fr, de, pt, ar };
