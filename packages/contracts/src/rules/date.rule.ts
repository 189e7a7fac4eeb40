import { z } from 'zod';

export const DATE_MESSAGE = 'Enter a valid date.';

/** ISO 8601 timestamp with offset, or a plain date ('2025-01-31') as a date input gives it. */
export const isoDate = (message: string = DATE_MESSAGE) =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: message });

export const isoDateSchema = isoDate();

/** Unix time in seconds, as payments carry it (spec 003 §3, §9). */
export const unixSecondsSchema = z.number().int().nonnegative();
