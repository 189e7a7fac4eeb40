import { describeListingPanel } from '../../widgets-core/src/listings/listing-entry.test-support';
import { appfolioPanel } from './appfolio.panel';

describeListingPanel('appfolio', appfolioPanel, ['language', 'appfolioUrl', 'clientGmapApi', 'group']);
