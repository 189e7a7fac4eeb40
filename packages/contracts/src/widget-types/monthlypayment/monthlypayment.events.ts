import { CALCULATOR_EVENTS } from '../calculator.events';

/** The interactions the monthlypayment runtime reports (POST /embed/:id/events); the registry lists them. */
export const monthlypaymentEvents = CALCULATOR_EVENTS;
