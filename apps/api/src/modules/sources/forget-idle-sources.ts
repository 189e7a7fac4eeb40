import type { WidgetTypeName } from '@widgetry/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Source, widgets, widgetTypes } from '../../db/schema';
import { SOURCE_FORGET_AFTER_MS } from './cache/refresh-policy';
import type { SourceCacheRepository } from './cache/source-cache.repository';
import { isListingType, listingSourceOf } from './listing-widgets/listing-source-of';
import { reviewSourceOf, reviewWidgetOf } from './review-widgets/review-source-of';

// Deletes the cached sources nobody has asked for in SOURCE_FORGET_AFTER_MS and that no saved
// widget points at: every embed or preview read marks its source wanted, but a deleted widget's
// source, or a URL tried in the editor and never saved, would otherwise stay in source_cache (and
// its reviews in source_reviews) for ever. A source a widget still points at is kept however long
// that widget has been paused or unseen: its reviews, accumulated over many reads, are not lost.

/** Idle sources looked at in one round; the rest wait for the next (the job runs hourly). */
export const IDLE_SOURCES_PER_ROUND = 500;

const keyOf = (source: string, key: string) => `${source}\u0000${key}`;

/** The cache key of the source a widget's settings point at, or null (none set, or not a data widget). */
function sourceKeyOfWidget(type: WidgetTypeName, settings: unknown): string | null {
  if (isListingType(type)) {
    const ref = listingSourceOf(type, settings)?.ref;
    return ref ? keyOf(ref.source, ref.key) : null;
  }
  const widget = reviewWidgetOf(type, settings);
  const ref = widget && reviewSourceOf(widget);
  return ref ? keyOf(ref.source, ref.key) : null;
}

/** The cache keys the saved widgets of these sources' types point at (each source is read by the type of its name). */
async function sourceKeysInUse(db: Db, sources: readonly Source[]): Promise<Set<string>> {
  const rows = await db
    .select({ type: widgetTypes.name, htmlData: widgets.htmlData })
    .from(widgets)
    .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
    .where(inArray(widgetTypes.name, [...sources]));
  const keys = new Set<string>();
  for (const { type, htmlData } of rows) {
    const key = sourceKeyOfWidget(type, htmlData[type]);
    if (key !== null) keys.add(key);
  }
  return keys;
}

export interface ForgetIdleSourcesDeps {
  db: Db;
  repo: SourceCacheRepository;
  now: () => Date;
}

/** One round: answers how many sources were deleted. */
export async function forgetIdleSources({ db, repo, now }: ForgetIdleSourcesDeps): Promise<number> {
  const cutoff = new Date(now().getTime() - SOURCE_FORGET_AFTER_MS);
  const idle = await repo.idleSince(cutoff, IDLE_SOURCES_PER_ROUND);
  if (idle.length === 0) return 0;
  const inUse = await sourceKeysInUse(db, [...new Set(idle.map((row) => row.source))]);
  const unused = idle.filter((row) => !inUse.has(keyOf(row.source, row.sourceKey)));
  return repo.removeIdle(
    unused.map((row) => row.id),
    cutoff,
  );
}
