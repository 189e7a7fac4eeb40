import { and, asc, count, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type SiteRow,
  sites,
  siteVisitors,
  users,
  type WidgetRow,
  type WidgetTypeRow,
  widgets,
  widgetTypes,
} from '../../db/schema';

/** A widget with the type it was created with. */
export interface WidgetWithTypeRow {
  widget: WidgetRow;
  type: WidgetTypeRow;
}

/** What a customer's save writes; status, expiry and owner are never among it. */
export interface WidgetContent {
  title: string;
  text: string;
  htmlData: Record<string, unknown>;
  /** Absent: unchanged (new widgets: []). */
  allowedSites?: string[];
  /** Absent: unchanged (new widgets: false). */
  paused?: boolean;
}

/** Widgets joined with their type, for a caller to filter and order (billing reads them too). */
export function selectWidgetsWithType(db: Db) {
  return db
    .select({ widget: widgets, type: widgetTypes })
    .from(widgets)
    .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id));
}

/** A user's widget limit (their own widget_limit, else the configured default) and how many they hold. */
export interface WidgetRoom {
  limit: number;
  held: number;
}

/**
 * The owner's widget room. `lockOwner` holds the owner's row (FOR NO KEY UPDATE) until the
 * transaction `db` is ends, so creates for one user go one at a time; reads of the user are not
 * held up. Without it the answer is a check before work starts, not a guarantee.
 */
export async function widgetRoomOf(
  db: Db,
  userId: string,
  defaultLimit: number,
  { lockOwner = false }: { lockOwner?: boolean } = {},
): Promise<WidgetRoom> {
  const owner = db.select({ widgetLimit: users.widgetLimit }).from(users).where(eq(users.id, userId));
  const [row] = await (lockOwner ? owner.for('no key update') : owner);
  const [held] = await db.select({ total: count() }).from(widgets).where(eq(widgets.userId, userId));
  return { limit: row?.widgetLimit ?? defaultLimit, held: held?.total ?? 0 };
}

export function createWidgetsRepository(db: Db) {
  const withType = () => selectWidgetsWithType(db);

  return {
    async findType(id: string): Promise<WidgetTypeRow | undefined> {
      const [row] = await db.select().from(widgetTypes).where(eq(widgetTypes.id, id)).limit(1);
      return row;
    },

    async findById(id: string): Promise<WidgetWithTypeRow | undefined> {
      const [row] = await withType().where(eq(widgets.id, id)).limit(1);
      return row;
    },

    /** The user's widgets, newest first. */
    async listByUser(userId: string): Promise<WidgetWithTypeRow[]> {
      return withType().where(eq(widgets.userId, userId)).orderBy(desc(widgets.createdAt), desc(widgets.id));
    },

    async insert(values: WidgetContent & { userId: string; widgetTypeId: string }): Promise<WidgetRow> {
      const [row] = await db.insert(widgets).values(values).returning();
      if (!row) throw new Error('insert into widgets returned no row');
      return row;
    },

    /** The owner's widget room, read without holding anything (a check before a paid widget's checkout). */
    widgetRoom(userId: string, defaultLimit: number): Promise<WidgetRoom> {
      return widgetRoomOf(db, userId, defaultLimit);
    },

    /**
     * Inserts the widget unless its owner already holds their limit (their own widget_limit, else
     * `defaultLimit`); answers the limit that refused it. The owner's row is held while counting
     * and inserting, so simultaneous creates cannot all see room for themselves.
     */
    async insertWithinLimit(
      values: WidgetContent & { userId: string; widgetTypeId: string },
      defaultLimit: number,
    ): Promise<{ inserted: WidgetRow } | { refusedAt: number }> {
      return db.transaction(async (tx) => {
        const { limit, held } = await widgetRoomOf(tx, values.userId, defaultLimit, { lockOwner: true });
        if (held >= limit) return { refusedAt: limit };
        const [row] = await tx.insert(widgets).values(values).returning();
        if (!row) throw new Error('insert into widgets returned no row');
        return { inserted: row };
      });
    },

    async update(id: string, content: WidgetContent): Promise<WidgetRow | undefined> {
      const [row] = await db.update(widgets).set(content).where(eq(widgets.id, id)).returning();
      return row;
    },

    async setPaused(id: string, paused: boolean): Promise<WidgetRow | undefined> {
      const [row] = await db.update(widgets).set({ paused }).where(eq(widgets.id, id)).returning();
      return row;
    },

    /** True when a row was deleted; its sites go with it (on delete cascade). */
    async delete(id: string): Promise<boolean> {
      const deleted = await db.delete(widgets).where(eq(widgets.id, id)).returning({ id: widgets.id });
      return deleted.length > 0;
    },

    /** The installations of the given widgets, most recently seen first. */
    async listSites(widgetIds: readonly string[]): Promise<SiteRow[]> {
      if (widgetIds.length === 0) return [];
      return db
        .select()
        .from(sites)
        .where(inArray(sites.widgetId, [...widgetIds]))
        .orderBy(desc(sites.lastSeen), asc(sites.domain));
    },

    /** How many installations each of the given widgets has; a widget with none is left out. */
    async countSites(widgetIds: readonly string[]): Promise<Map<string, number>> {
      if (widgetIds.length === 0) return new Map();
      const rows = await db
        .select({ widgetId: sites.widgetId, total: count() })
        .from(sites)
        .where(inArray(sites.widgetId, [...widgetIds]))
        .groupBy(sites.widgetId);
      return new Map(rows.map((row) => [row.widgetId, row.total]));
    },

    /** One page of a widget's installations, most recently seen first, in a stable order. */
    async pageSites(widgetId: string, offset: number, limit: number): Promise<SiteRow[]> {
      return db
        .select()
        .from(sites)
        .where(eq(sites.widgetId, widgetId))
        .orderBy(desc(sites.lastSeen), asc(sites.domain), asc(sites.id))
        .offset(offset)
        .limit(limit);
    },

    /** True when the site existed and belonged to that widget; its visitor counts go with it. */
    async deleteSite(widgetId: string, siteId: string): Promise<boolean> {
      const deleted = await db
        .delete(sites)
        .where(and(eq(sites.id, siteId), eq(sites.widgetId, widgetId)))
        .returning({ domain: sites.domain });
      const [site] = deleted;
      if (!site) return false;
      await db
        .delete(siteVisitors)
        .where(and(eq(siteVisitors.widgetId, widgetId), eq(siteVisitors.domain, site.domain)));
      return true;
    },

    /** Visitors of the widget's given domains from `fromDay` (YYYY-MM-DD) on: domain → day → visitors. */
    async visitorsOf(
      widgetId: string,
      domains: readonly string[],
      fromDay: string,
    ): Promise<Map<string, Map<string, number>>> {
      const byDomain = new Map<string, Map<string, number>>();
      if (domains.length === 0) return byDomain;
      const rows = await db
        .select({ domain: siteVisitors.domain, day: siteVisitors.day, visitors: siteVisitors.visitors })
        .from(siteVisitors)
        .where(
          and(
            eq(siteVisitors.widgetId, widgetId),
            inArray(siteVisitors.domain, [...domains]),
            gte(siteVisitors.day, fromDay),
          ),
        );
      for (const row of rows) {
        const days = byDomain.get(row.domain) ?? new Map<string, number>();
        days.set(row.day, row.visitors);
        byDomain.set(row.domain, days);
      }
      return byDomain;
    },

    /** The widget's recorded sites among `domains`, most recently seen first. */
    async findSites(widgetId: string, domains: readonly string[]): Promise<SiteRow[]> {
      if (domains.length === 0) return [];
      return db
        .select()
        .from(sites)
        .where(and(eq(sites.widgetId, widgetId), or(...domains.map((domain) => eq(sites.domain, domain)))))
        .orderBy(desc(sites.lastSeen));
    },
  };
}
export type WidgetsRepository = ReturnType<typeof createWidgetsRepository>;
