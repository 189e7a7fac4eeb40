import { LISTING_EVENTS } from '../listing.events';

/** The interactions the appfolio runtime reports (POST /embed/:id/events); the registry lists them. */
export const appfolioEvents = LISTING_EVENTS;
