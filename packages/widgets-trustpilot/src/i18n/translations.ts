// The Trustpilot widget's catalogues in every language but English: the shared review ones. The
// build writes them as dist/browser/i18n/<lang>.json, served as /scripts/i18n/trustpilot/<lang>.json.
import type { Translations } from '@widgetry/widgets-core';
import { ar } from '@widgetry/widgets-core/reviews/i18n/ar';
import { de } from '@widgetry/widgets-core/reviews/i18n/de';
import { es } from '@widgetry/widgets-core/reviews/i18n/es';
import { fr } from '@widgetry/widgets-core/reviews/i18n/fr';
import { pt } from '@widgetry/widgets-core/reviews/i18n/pt';
import type { trustpilotMessages } from './en';

export const trustpilotTranslations: Translations<typeof trustpilotMessages> = { es, fr, de, pt, ar };
