// The shared review catalogue in every language but English (which each runtime carries). Each
// review type's own translations spread these with its extra keys.
import type { Translations } from '../../i18n/catalogue-check';
import { ar } from './ar';
import { de } from './de';
import type { ReviewsMessages } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const reviewsTranslations: Translations<ReviewsMessages> = { es, fr, de, pt, ar };
