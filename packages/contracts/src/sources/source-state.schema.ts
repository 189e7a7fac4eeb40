import { z } from 'zod';

/**
 * How one read of a source ended (issue 26 §4), exactly one per read:
 * - ok: data read;
 * - empty: the source positively says there is nothing (no reviews yet, no vacancies);
 * - blocked: 403 or 429, or a challenge page;
 * - changed: the page is in no shape we know (its layout changed);
 * - gone: 404 or 410, the company left the platform, or the address is no page of the source;
 * - unreachable: timeout, DNS or TLS failure, or the site erring (5xx).
 * The last good data keeps being served for every outcome except gone.
 */
export const SOURCE_OUTCOMES = ['ok', 'empty', 'blocked', 'changed', 'gone', 'unreachable'] as const;
export const sourceOutcomeSchema = z.enum(SOURCE_OUTCOMES);
export type SourceOutcome = z.infer<typeof sourceOutcomeSchema>;

/** The outcomes that are good reads: the data is the source's answer, and a failing streak ends. */
export const GOOD_OUTCOMES: readonly SourceOutcome[] = ['ok', 'empty'];
