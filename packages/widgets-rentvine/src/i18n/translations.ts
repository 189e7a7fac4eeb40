// The rentvine catalogues in every language but English: the listing catalogue rentvine shares with the other
// listing type (widgets-core/src/listings/i18n), which the build writes to dist/browser/i18n/.
import { type ListingsMessages, listingsTranslations, type Translations } from '@widgetry/widgets-core';

export const rentvineTranslations: Translations<ListingsMessages> = listingsTranslations;
