import { LISTING_EVENTS } from '../listing.events';

/** The interactions the rentvine runtime reports (POST /embed/:id/events); the registry lists them. */
export const rentvineEvents = LISTING_EVENTS;
