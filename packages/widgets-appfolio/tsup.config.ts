import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
// Loaded by path: the config runs in plain Node, and the stylesheet's file has no imports; the
// catalogues' files import only types (erased) and each other, so the config's bundler reads them.
import { listingsTranslations } from '../widgets-core/src/listings/i18n/translations';
import { listingsCss } from '../widgets-core/src/listings/listings.styles';

export default widgetRuntimeConfig({ type: 'appfolio', css: listingsCss, translations: listingsTranslations });
