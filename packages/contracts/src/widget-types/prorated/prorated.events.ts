import { CALCULATOR_EVENTS } from '../calculator.events';

/** The interactions the prorated runtime reports (POST /embed/:id/events); the registry lists them. */
export const proratedEvents = CALCULATOR_EVENTS;
