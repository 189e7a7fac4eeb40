import { CALCULATOR_EVENTS } from '../calculator.events';

/** The interactions the affordability runtime reports (POST /embed/:id/events); the registry lists them. */
export const affordabilityEvents = CALCULATOR_EVENTS;
