import { SOURCE_IDS, type WidgetTypeName } from '@widgetry/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { widgets, widgetTypes } from '../../db/schema';
import { SOURCE_FORGET_AFTER_MS } from './cache/refresh-policy';
import type { SourceCacheRepository } from './cache/source-cache.repository';
import { definitionOf } from './definition/registry';

// Deletes the cached sources nobody has asked for in SOURCE_FORGET_AFTER_MS and that no saved
// widget points at: every embed or preview read marks its source wanted, but a deleted widget's
// source, or a URL tried in the editor and never saved, would otherwise stay in source_cache (and
// its reviews in source_reviews) for ever. A source a widget still points at is kept however long
// that widget has been paused or unseen: its reviews, accumulated over many reads, are not lost.

/** Idle sources read at a time; a round pages through them all. */
export const IDLE_SOURCES_PER_PAGE = 500;

const keyOf = (source: string, key: string) => `${source}\u0000${key}`;

/** The cache key of the source a widget's settings point at, or null (none set, or not a data widget). */
function sourceKeyOfWidget(type: WidgetTypeName, settings: unknown): string | null {
  const ref = definitionOf(type)?.sourceOf(settings)?.ref;
  return ref ? keyOf(ref.source, ref.key) : null;
}

/** The cache keys the saved data widgets point at (each source is read by the widget type of its name). */
async function sourceKeysInUse(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ type: widgetTypes.name, htmlData: widgets.htmlData })
    .from(widgets)
    .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
    .where(inArray(widgetTypes.name, [...SOURCE_IDS]));
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
  /** Idle sources read at a time (tests page with a small one); default IDLE_SOURCES_PER_PAGE. */
  pageSize?: number;
}

/**
 * One round over every idle source, a page at a time: sources a widget points at stay idle for
 * good, so a round that looked at the first page only would never reach the ones behind them.
 * The widgets are read once a round, and only when some source is idle. Answers how many went.
 */
export async function forgetIdleSources({
  db,
  repo,
  now,
  pageSize = IDLE_SOURCES_PER_PAGE,
}: ForgetIdleSourcesDeps): Promise<number> {
  const cutoff = new Date(now().getTime() - SOURCE_FORGET_AFTER_MS);
  let inUse: Set<string> | undefined;
  let removed = 0;
  let afterId: string | undefined;
  for (;;) {
    const idle = await repo.idleSince(cutoff, pageSize, afterId);
    if (idle.length === 0) return removed;
    inUse ??= await sourceKeysInUse(db);
    const keys = inUse;
    const unused = idle.filter((row) => !keys.has(keyOf(row.source, row.sourceKey)));
    removed += await repo.removeIdle(
      unused.map((row) => row.id),
      cutoff,
    );
    if (idle.length < pageSize) return removed;
    afterId = idle.at(-1)?.id;
  }
}
