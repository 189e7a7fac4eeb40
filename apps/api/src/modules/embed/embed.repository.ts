import { SITE_VISITOR_DAYS } from '@widgetry/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, siteVisitors, widgets, widgetTypes } from '../../db/schema';
import { type VisitorCount, visitorCountKey } from './site-visitor-counts';

/** Rows per INSERT of visitor counts: 4 parameters each, far below Postgres's 65,535. */
const VISITOR_ROWS_PER_STATEMENT = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What recording a visit did: refreshed a known site, added a new one, or added nothing. */
export type SiteWriteOutcome = 'updated' | 'added' | 'refused';

export interface SiteWriteRules {
  /** False when the widget may gain no new site now: only a known site is refreshed. */
  mayAdd: boolean;
  /**
   * Sites kept per widget; adding one beyond it forgets the one with the fewest visitors in the
   * last SITE_VISITOR_DAYS days (the one unseen the longest among equals).
   */
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
     * Adds the counted visitors. Only a recorded installation gains visitors, so what a forged
     * Origin can add is bounded by the sites the installation recorder keeps. Answers the keys
     * (visitorCountKey) of the counts written.
     */
    async addVisitors(counts: readonly VisitorCount[]): Promise<ReadonlySet<string>> {
      const written = new Set<string>();
      for (let start = 0; start < counts.length; start += VISITOR_ROWS_PER_STATEMENT) {
        const values = counts
          .slice(start, start + VISITOR_ROWS_PER_STATEMENT)
          .map((c) => sql`(${c.widgetId}::uuid, ${c.domain}::text, ${c.day}::date, ${c.visitors}::integer)`);
        const answer = await db.execute<{ widget_id: string; domain: string; day: string }>(sql`
          insert into ${siteVisitors} (widget_id, domain, day, visitors)
          select v.widget_id, v.domain, v.day, v.visitors
          from (values ${sql.join(values, sql`, `)}) as v (widget_id, domain, day, visitors)
          where exists (select 1 from ${sites} s where s.widget_id = v.widget_id and s.domain = v.domain)
          on conflict (widget_id, domain, day) do update set visitors = ${siteVisitors.visitors} + excluded.visitors
          returning widget_id, domain, to_char(day, 'YYYY-MM-DD') as day`);
        for (const row of answer.rows)
          written.add(visitorCountKey({ widgetId: row.widget_id, domain: row.domain, day: row.day }));
      }
      return written;
    },

    /** Forgets the visitor counts of days before `day` (YYYY-MM-DD); the popup shows 30 days only. */
    async pruneVisitors(day: string): Promise<void> {
      await db.delete(siteVisitors).where(lt(siteVisitors.day, day));
    },

    /**
     * Records that the widget was seen on the domain at `seenAt` (one row per widget and domain).
     * A known site is one UPDATE; a new one is added, and past `maxSites` the other site with the
     * fewest visitors in the last SITE_VISITOR_DAYS days is forgotten (issue 25 §5: a flood of
     * forged sites, one visitor each, pushes out only sites as quiet as they are, never a busier
     * real one; the least recently seen goes first among equals). The newcomer itself stays: its
     * visitors are not written yet, and forgetting it at once would keep every new site out of a
     * full list. All in a transaction holding the widget's row: two adds side by side, each blind
     * to the other's new row, used to forget the same old site and leave one too many.
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
        const [newcomer] = added;
        // Another process added it in between: it is known now.
        if (newcomer === undefined) return (await refresh(tx)).length > 0 ? 'updated' : 'refused';
        const fromDay = new Date(seenAt.getTime() - (SITE_VISITOR_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
        const forgotten = await tx.execute<{ domain: string }>(sql`
          delete from ${sites} where id in (
            select s.id from ${sites} s
            left join (
              select domain, sum(visitors) as visitors from ${siteVisitors}
              where widget_id = ${widgetId} and day >= ${fromDay}::date
              group by domain
            ) v on v.domain = s.domain
            where s.widget_id = ${widgetId}
            order by s.id = ${newcomer.id}::uuid desc, coalesce(v.visitors, 0) desc, s.last_seen desc, s.id desc
            offset ${rules.maxSites}
          )
          returning domain`);
        // A forgotten site's counts go with it, as when its owner deletes it.
        const domains = forgotten.rows.map((row) => row.domain);
        if (domains.length > 0) {
          await tx
            .delete(siteVisitors)
            .where(and(eq(siteVisitors.widgetId, widgetId), inArray(siteVisitors.domain, domains)));
        }
        return 'added' as const;
      });
    },
  };
}
export type EmbedRepository = ReturnType<typeof createEmbedRepository>;
