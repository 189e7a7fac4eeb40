import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, siteVisitors, widgets, widgetTypes } from '../../db/schema';
import type { ViewCount } from './view-counter';

/** Rows per INSERT of views: 4 parameters each, far below Postgres's 65,535. */
const VIEW_ROWS_PER_STATEMENT = 1000;

/** What recording a visit did: refreshed a known site, added a new one, or added nothing. */
export type SiteWriteOutcome = 'updated' | 'added' | 'refused';

export interface SiteWriteRules {
  /** False when the widget may gain no new site now: only a known site is refreshed. */
  mayAdd: boolean;
  /** Sites kept per widget; adding one beyond it forgets the one unseen the longest. */
  maxSites: number;
}

export function createEmbedRepository(db: Db) {
  return {
    /** Only the columns the embed answer and its serving rule need; one query by primary key. */
    async findEmbed(id: string) {
      const [row] = await db
        .select({
          widget: {
            id: widgets.id,
            htmlData: widgets.htmlData,
            subStatus: widgets.subStatus,
            expires: widgets.expires,
            subscriptionId: widgets.subscriptionId,
            paused: widgets.paused,
            allowedSites: widgets.allowedSites,
          },
          type: { name: widgetTypes.name, priceCents: widgetTypes.priceCents, scripts: widgetTypes.scripts },
        })
        .from(widgets)
        .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
        .where(eq(widgets.id, id))
        .limit(1);
      return row;
    },

    /**
     * Adds the counted views. Only a recorded installation gains views, so what a forged Origin
     * can add is bounded by the sites the installation recorder keeps.
     */
    async addViews(counts: readonly ViewCount[]): Promise<void> {
      for (let start = 0; start < counts.length; start += VIEW_ROWS_PER_STATEMENT) {
        const rows = counts
          .slice(start, start + VIEW_ROWS_PER_STATEMENT)
          .map((c) => sql`(${c.widgetId}::uuid, ${c.domain}::text, ${c.day}::date, ${c.views}::integer)`);
        await db.execute(sql`
          insert into ${siteVisitors} (widget_id, domain, day, visitors)
          select v.widget_id, v.domain, v.day, v.views
          from (values ${sql.join(rows, sql`, `)}) as v (widget_id, domain, day, views)
          where exists (select 1 from ${sites} s where s.widget_id = v.widget_id and s.domain = v.domain)
          on conflict (widget_id, domain, day) do update set visitors = ${siteVisitors.visitors} + excluded.visitors`);
      }
    },

    /** Forgets the views of days before `day` (YYYY-MM-DD); the popup shows 30 days only. */
    async pruneViews(day: string): Promise<void> {
      await db.delete(siteVisitors).where(lt(siteVisitors.day, day));
    },

    /**
     * Records that the widget was seen on the domain at `seenAt` (one row per widget and domain).
     * A known site is one UPDATE; a new one is added, and the site unseen the longest forgotten
     * past `maxSites`, in a transaction holding the widget's row: two adds side by side, each
     * blind to the other's new row, used to forget the same old site and leave one too many.
     */
    async touchSite(widgetId: string, domain: string, seenAt: Date, rules: SiteWriteRules): Promise<SiteWriteOutcome> {
      const refresh = (q: Pick<Db, 'update'> = db) =>
        q
          .update(sites)
          .set({ lastSeen: seenAt })
          .where(and(eq(sites.widgetId, widgetId), eq(sites.domain, domain)))
          .returning({ id: sites.id });
      if ((await refresh()).length > 0) return 'updated';
      if (!rules.mayAdd) return 'refused';
      return db.transaction(async (tx) => {
        // Adds for one widget go one at a time. Reads of the widget are not held up; an edit waits for one add at most.
        await tx.select({ id: widgets.id }).from(widgets).where(eq(widgets.id, widgetId)).for('no key update');
        const added = await tx
          .insert(sites)
          .values({ widgetId, domain, lastSeen: seenAt })
          .onConflictDoNothing({ target: [sites.widgetId, sites.domain] })
          .returning({ id: sites.id });
        // Another process added it in between: it is known now.
        if (added.length === 0) return (await refresh(tx)).length > 0 ? 'updated' : 'refused';
        await tx
          .delete(sites)
          .where(
            and(
              eq(sites.widgetId, widgetId),
              inArray(
                sites.id,
                tx
                  .select({ id: sites.id })
                  .from(sites)
                  .where(eq(sites.widgetId, widgetId))
                  .orderBy(desc(sites.lastSeen), desc(sites.id))
                  .offset(rules.maxSites),
              ),
            ),
          );
        return 'added' as const;
      });
    },
  };
}
export type EmbedRepository = ReturnType<typeof createEmbedRepository>;
