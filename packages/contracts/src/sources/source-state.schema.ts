import { z } from 'zod';
import { listingSourceSchema } from './listings.schema';
import { reviewSourceSchema } from './reviews.schema';
import { SOURCE_KINDS, SOURCE_REGISTRY } from './source-registry';

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

/** The two kinds of source: review sites and listing providers. */
export const SOURCE_KIND_NAMES = SOURCE_KINDS;

/**
 * How a data widget's source stands (issue 26 §5), for the dashboard's card and editor and the
 * admin's Sources section. Times are ISO strings; null when there is none yet.
 */
export const sourceStateSchema = z.object({
  source: z.union([reviewSourceSchema, listingSourceSchema]),
  kind: z.enum(SOURCE_KIND_NAMES),
  /** How the last read ended; null before the first. */
  outcome: sourceOutcomeSchema.nullable(),
  /** When the last read ended. */
  lastOutcomeAt: z.iso.datetime().nullable(),
  /** The last read that was ok or empty. */
  lastGoodReadAt: z.iso.datetime().nullable(),
  /** When the current run of failed reads began; null while the last read was good. */
  failingSince: z.iso.datetime().nullable(),
  consecutiveFailures: z.number().int().min(0),
});
export type SourceState = z.infer<typeof sourceStateSchema>;

/** GET /widget/:id/source: the widget's source, or null for a widget without one (a free type, no address yet). */
export const widgetSourceResponseSchema = z.object({ source: sourceStateSchema.nullable() });
export type WidgetSourceResponse = z.infer<typeof widgetSourceResponseSchema>;

/** POST /widget/:id/source/sync ("Sync now") refusals, in an owner's words; `{minutes}` until it may be asked again. */
export const SOURCE_SYNC_MESSAGES = {
  tooSoon: 'This source was synced less than 10 minutes ago. You can sync it again in {minutes}.',
  noSource: 'This widget has no source to read yet. Add its address and save the widget first.',
} as const;

/** "26 Nov": the day a run began or data was read, as the card's short line writes it. */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** "3 hours ago", "yesterday", "just now". */
function ageOf(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (seconds > -60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const minutes = seconds / 60;
  if (minutes > -60) return format.format(Math.round(minutes), 'minute');
  const hours = minutes / 60;
  if (hours > -24) return format.format(Math.round(hours), 'hour');
  return format.format(Math.round(hours / 24), 'day');
}

/**
 * The source's state and age in one line an owner understands (issue 26 §5), e.g. "Reviews updated
 * 3 hours ago", or "{site} has been blocking our reader since 26 Nov; showing reviews from 25 Nov".
 */
export function sourceStateLine(state: SourceState, now: Date): string {
  const site = SOURCE_REGISTRY[state.source].displayName;
  const items = state.kind;
  const Items = items === 'reviews' ? 'Reviews' : 'Listings';
  const since = state.failingSince ? ` since ${dayOf(state.failingSince)}` : '';
  const showing =
    state.lastGoodReadAt && state.outcome !== 'gone'
      ? `showing ${items} from ${dayOf(state.lastGoodReadAt)}`
      : `no ${items} to show`;
  switch (state.outcome) {
    case null:
      return `${Items} from ${site} not read yet`;
    case 'ok':
    case 'empty':
      return `${Items} updated ${state.lastGoodReadAt ? ageOf(state.lastGoodReadAt, now) : 'just now'}`;
    case 'blocked':
      return `${site} has been blocking our reader${since}; ${showing}`;
    case 'changed':
      return `${site} changed its page and we can't read it${since}; ${showing}`;
    case 'unreachable':
      return `We haven't been able to reach ${site}${since}; ${showing}`;
    case 'gone':
      return `${site} no longer has this ${items === 'reviews' ? 'business' : 'company'}${since}; ${showing}`;
  }
}
