import { SOURCE_REGISTRY, type SourceOutcome, type SourceState } from '@widgetry/contracts';
import type { Source, SourceCacheRow, SourceFetchStatus } from '../../../db/schema';
import type { ReviewsFailure } from '../reviews/review-result';

// The one place a read's result becomes its named outcome (issue 26 §4), for every source of both
// kinds, and where the cache decides what of a source it still serves.

/** The outcomes of a failed read. */
export type FailureOutcome = Exclude<SourceOutcome, 'ok' | 'empty'>;

/** The outcome of a failed read: the adapter's reason, with a page in an unknown shape told apart from a challenge. */
export function failureOutcome(failure: Pick<ReviewsFailure, 'reason' | 'layoutChanged'>): FailureOutcome {
  if (failure.layoutChanged) return 'changed';
  switch (failure.reason) {
    case 'blocked':
      return 'blocked';
    case 'unreachable':
      return 'unreachable';
    // A business or company the source no longer has, and an address that is no page of the source
    // at all: neither comes back by reading again, and there is nothing of it to show.
    case 'not-found':
    case 'not-a-profile':
      return 'gone';
  }
}

/** The outcome of a good read: 'empty' when the source positively said there is nothing. */
export function successOutcome(items: number): 'ok' | 'empty' {
  return items === 0 ? 'empty' : 'ok';
}

/** A read's result as its one outcome; `items` counts what a good read holds (reviews, listings). */
export function outcomeOf(
  result: { ok: true } | ({ ok: false } & Pick<ReviewsFailure, 'reason' | 'layoutChanged'>),
  items: number,
): SourceOutcome {
  return result.ok ? successOutcome(items) : failureOutcome(result);
}

/** Whether the cached data of a source may still be shown: always, except once the source is gone. */
export function servesData(row: Pick<SourceCacheRow, 'outcome'>): boolean {
  return row.outcome !== 'gone';
}

/**
 * How a cached source stands, as the preview, the dashboard and the admin read it: the last read's
 * outcome and when it ended, the last good read, and the failing run if one is going on.
 */
export interface SourceStanding {
  /** The adapter's finer reason for the last read ('pending' before the first). */
  status: SourceFetchStatus;
  /** null before the first read ended. */
  outcome: SourceOutcome | null;
  /** The last good read; null until one. */
  fetchedAt: Date | null;
  /** When the current run of failed reads began; null while the last read was good. */
  failingSince: Date | null;
  /** Failed reads in a row. */
  failures: number;
  /** When the last read ended. */
  attemptedAt: Date | null;
}

export function standingOf(row: SourceCacheRow): SourceStanding {
  return {
    status: row.status,
    outcome: row.outcome,
    fetchedAt: row.fetchedAt,
    failingSince: row.failingSince,
    failures: row.failures,
    attemptedAt: row.attemptedAt,
  };
}

/** The row as the dashboard and the admin read a source's state (contracts' SourceState). */
export function sourceStateOf(row: SourceCacheRow | undefined, source: Source): SourceState {
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  return {
    source,
    kind: SOURCE_REGISTRY[source].kind,
    outcome: row?.outcome ?? null,
    lastOutcomeAt: row?.outcome ? iso(row.attemptedAt) : null,
    lastGoodReadAt: iso(row?.fetchedAt),
    failingSince: iso(row?.failingSince),
    consecutiveFailures: row?.failures ?? 0,
  };
}
