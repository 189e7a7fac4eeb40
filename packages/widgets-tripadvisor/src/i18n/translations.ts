// The TripAdvisor widget's catalogues in every language but English. The build writes them as
// dist/browser/i18n/<lang>.json, served as /scripts/i18n/tripadvisor/<lang>.json.
import type { Translations } from '@widgetry/widgets-core';
import { ar } from './ar';
import { de } from './de';
import type { tripadvisorMessages } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

// `satisfies` checks every language against the English keys and leaves the object's own type,
// which WidgetModule.translations (the plain Translations) accepts.
export const tripadvisorTranslations = { es, fr, de, pt, ar } satisfies Translations<typeof tripadvisorMessages>;
