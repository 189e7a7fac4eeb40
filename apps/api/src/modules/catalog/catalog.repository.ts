import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewWidgetTypeRow, type WidgetTypeRow, widgets, widgetTypes } from '../../db/schema';

/**
 * How long a read of the whole catalogue is reused. Every dashboard page load asks for it (GET /)
 * and it changes only when an admin edits a product, which clears it at once in this process;
 * the age limit bounds what this cache cannot see: another API process's edit, or a write to
 * widget_types made elsewhere that does not call invalidateCatalogCache. Short, so a customer
 * told "price changed" at checkout gets the new price id on the next page load.
 */
export const CATALOG_CACHE_TTL_MS = 1_000;

interface CatalogCache {
  rows: readonly WidgetTypeRow[] | null;
  readAt: number;
  /** Moves on with every write: a read that began under an older generation is not kept. */
  generation: number;
  /** The read in flight, shared by the requests that arrive while it runs. */
  pending: Promise<readonly WidgetTypeRow[]> | null;
}

// One cache per database handle, shared by every repository made on it (each route plugin makes
// its own), so an admin's edit through one clears what the login check reads through another.
const caches = new WeakMap<Db, CatalogCache>();

function cacheOf(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { rows: null, readAt: 0, generation: 0, pending: null };
    caches.set(db, cache);
  }
  return cache;
}

/** Drops the cached catalogue of `db`: call it after writing widget_types outside this repository. */
export function invalidateCatalogCache(db: Db): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.rows = null;
  cache.pending = null;
}

export function createCatalogRepository(db: Db, { now = Date.now }: { now?: () => number } = {}) {
  const cache = cacheOf(db);
  const invalidate = () => invalidateCatalogCache(db);
  /** Runs a write, then drops the cached catalogue (also when the write failed half way). */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      invalidate();
    }
  };

  return {
    /** Every product: the same frozen rows for up to CATALOG_CACHE_TTL_MS, shared by every caller. */
    async listWidgetTypes(): Promise<readonly WidgetTypeRow[]> {
      if (cache.rows && now() - cache.readAt < CATALOG_CACHE_TTL_MS) return cache.rows;
      if (cache.pending) return cache.pending;
      const generation = cache.generation;
      const startedAt = now();
      const read = db
        .select()
        .from(widgetTypes)
        .then((rows) => {
          const frozen = Object.freeze(rows.map((row) => Object.freeze(row)));
          // A write that finished while this read ran may not be in it: answer it, keep it not.
          if (cache.generation === generation) {
            cache.rows = frozen;
            cache.readAt = startedAt;
          }
          return frozen;
        })
        .finally(() => {
          if (cache.pending === read) cache.pending = null;
        });
      cache.pending = read;
      return read;
    },

    async findWidgetType(id: string): Promise<WidgetTypeRow | undefined> {
      const [row] = await db.select().from(widgetTypes).where(eq(widgetTypes.id, id)).limit(1);
      return row;
    },

    /** An admin's edit of a product; the name (the registry type) never changes here. */
    async updateWidgetType(
      id: string,
      values: Omit<NewWidgetTypeRow, 'id' | 'name' | 'createdAt'>,
    ): Promise<WidgetTypeRow | undefined> {
      const [row] = await writing(() => db.update(widgetTypes).set(values).where(eq(widgetTypes.id, id)).returning());
      return row;
    },

    /** A new product; undefined when its name is already in the catalogue (a concurrent create). */
    async insertWidgetType(values: Omit<NewWidgetTypeRow, 'id' | 'createdAt'>): Promise<WidgetTypeRow | undefined> {
      const [row] = await writing(() =>
        db.insert(widgetTypes).values(values).onConflictDoNothing({ target: widgetTypes.name }).returning(),
      );
      return row;
    },

    async countWidgetsOfType(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(widgets).where(eq(widgets.widgetTypeId, id));
      return row?.n ?? 0;
    },

    /** Answers whether a row was deleted. */
    async deleteWidgetType(id: string): Promise<boolean> {
      const deleted = await writing(() =>
        db.delete(widgetTypes).where(eq(widgetTypes.id, id)).returning({ id: widgetTypes.id }),
      );
      return deleted.length > 0;
    },

    /** Adds the types whose name is not there yet; existing rows (maybe edited by an admin) are kept. */
    async insertMissingWidgetTypes(rows: NewWidgetTypeRow[]): Promise<WidgetTypeRow[]> {
      if (rows.length === 0) return [];
      return writing(() =>
        db.insert(widgetTypes).values(rows).onConflictDoNothing({ target: widgetTypes.name }).returning(),
      );
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
