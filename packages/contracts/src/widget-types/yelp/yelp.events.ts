import { REVIEW_EVENTS } from '../review.events';

/** The interactions the yelp runtime reports (POST /embed/:id/events); the registry lists them. */
export const yelpEvents = REVIEW_EVENTS;
