import type { AdminSourcesQuery, WidgetTypeName } from '@widgetry/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Source, type SourceCacheRow, sourceCache, users, widgets, widgetTypes } from '../../db/schema';

// The Sources section's reads of source_cache: a filtered page, the counts per source and outcome,
// and the widgets that read the sources of a page.

/** A saved widget of a data type, with its owner, for matching against its source. */
export interface SourceWidgetRow {
  id: string;
  title: string;
  ownerEmail: string;
  type: WidgetTypeName;
  htmlData: Record<string, unknown>;
}

export function createAdminSourcesRepository(db: Db) {
  const t = sourceCache;

  function where(query: AdminSourcesQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [query.source === '' ? undefined : eq(t.source, query.source)];
    if (query.outcome === 'failing') conditions.push(isNotNull(t.failingSince));
    else if (query.outcome === 'never') conditions.push(isNull(t.outcome));
    else if (query.outcome !== '') conditions.push(eq(t.outcome, query.outcome));
    return and(...conditions);
  }

  return {
    /** One page: the longest failing first, then by site and address. */
    async page(query: AdminSourcesQuery): Promise<{ rows: SourceCacheRow[]; total: number }> {
      const filter = where(query);
      const [totals] = await db.select({ total: count() }).from(t).where(filter);
      const rows = await db
        .select()
        .from(t)
        .where(filter)
        .orderBy(sql`${t.failingSince} asc nulls last`, asc(t.source), asc(t.sourceKey), asc(t.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows, total: totals?.total ?? 0 };
    },

    /** How many sources stand at each outcome, per site (the section's counts). */
    async counts(): Promise<{ source: Source; outcome: SourceCacheRow['outcome']; count: number }[]> {
      return db
        .select({ source: t.source, outcome: t.outcome, count: count() })
        .from(t)
        .groupBy(t.source, t.outcome)
        .orderBy(asc(t.source), asc(t.outcome));
    },

    async findById(id: string): Promise<SourceCacheRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row;
    },

    /** Saved widgets of these types (the sites of a page's sources), with their owners. */
    async widgetsOfTypes(types: readonly Source[]): Promise<SourceWidgetRow[]> {
      if (types.length === 0) return [];
      return db
        .select({
          id: widgets.id,
          title: widgets.title,
          ownerEmail: users.email,
          type: widgetTypes.name,
          htmlData: widgets.htmlData,
        })
        .from(widgets)
        .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
        .innerJoin(users, eq(widgets.userId, users.id))
        .where(inArray(widgetTypes.name, [...types]))
        .orderBy(asc(widgets.createdAt), asc(widgets.id));
    },
  };
}
export type AdminSourcesRepository = ReturnType<typeof createAdminSourcesRepository>;
