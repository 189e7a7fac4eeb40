import { clientString } from './text.rule';

/** A record id as the API hands it out; opaque to clients, but never empty or unbounded. */
export const idSchema = clientString().trim().min(1).max(64);
