import { z } from 'zod';

/** A record id as the API hands it out; opaque to clients, but never empty or unbounded. */
export const idSchema = z.string().trim().min(1).max(64);
