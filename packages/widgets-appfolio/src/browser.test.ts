import { describeListingScriptEntry } from '../../widgets-core/src/listings/listing-entry.test-support';

describeListingScriptEntry('appfolio', () => import('./browser'));
