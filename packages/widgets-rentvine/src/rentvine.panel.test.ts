import { describeListingPanel } from '../../widgets-core/src/listings/listing-entry.test-support';
import { rentvinePanel } from './rentvine.panel';

describeListingPanel('rentvine', rentvinePanel, ['language', 'rentvineUrl', 'clientGmapApi', 'group']);
