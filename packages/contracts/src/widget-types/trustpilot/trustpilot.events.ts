import { REVIEW_EVENTS } from '../review.events';

/** The interactions the trustpilot runtime reports (POST /embed/:id/events); the registry lists them. */
export const trustpilotEvents = REVIEW_EVENTS;
