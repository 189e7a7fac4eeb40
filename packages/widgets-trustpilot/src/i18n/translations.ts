// The Trustpilot widget's catalogues in every language but English: the shared review ones. The
// build writes them as dist/browser/i18n/<lang>.json, served as /scripts/i18n/trustpilot/<lang>.json.
import type { Translations } from '@widgetry/widgets-core';
import { ar } from '@widgetry/widgets-core/reviews/i18n/ar';
import { de } from '@widgetry/widgets-core/reviews/i18n/de';
import { es } from '@widgetry/widgets-core/reviews/i18n/es';
import { fr } from '@widgetry/widgets-core/reviews/i18n/fr';
import { pt } from '@widgetry/widgets-core/reviews/i18n/pt';
import type { trustpilotMessages } from './en';

// `satisfies` checks every language against the English keys and leaves the object's own type,
// which WidgetModule.translations (the plain Translations) accepts.
export const trustpilotTranslations = { es, fr, de, pt, ar } satisfies Translations<typeof trustpilotMessages>;
