import { REVIEW_EVENTS } from '../review.events';

/** The interactions the tripadvisor runtime reports (POST /embed/:id/events); the registry lists them. */
export const tripadvisorEvents = REVIEW_EVENTS;
