import { SITE_VISITOR_DAYS } from '@widgetry/contracts';
import { desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, siteVisitors, widgets, widgetTypes } from '../../db/schema';
import { createBatchedReads } from './batched-reads';
import { type VisitorCount, visitorCountKey } from './site-visitor-counts';

/** Rows per INSERT of visitor counts (4 array parameters whatever the count): bounds one statement's rows locked. */
const VISITOR_ROWS_PER_STATEMENT = 1000;
/** Sites per upsert statement (5 array parameters whatever the count): bounds one statement's rows locked. */
const SITE_ROWS_PER_STATEMENT = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One column of a batch as a single array parameter, for `unnest(...)`: a flush's statement is a
 * few parameters, not five per row, so building its SQL and Postgres parsing it cost the same for
 * ten rows or a thousand (the per-row VALUES list was 5 % of a burst of first views' CPU, issue 28).
 */
function column<T>(rows: readonly T[], value: (row: T, index: number) => string | number) {
  return sql.param(rows.map(value));
}

/** A site the embed path saw a widget on, batched until the next flush. */
export interface SiteSeen {
  widgetId: string;
  domain: string;
  seenAt: Date;
}

export interface SiteUpsertRules {
  /**
   * New sites each widget may still gain (the hourly budget left); a widget absent here gains
   * none, and its unknown sites of the batch are dropped.
   */
  newSites: ReadonlyMap<string, number>;
  /**
   * Sites kept per widget; past it the sites with the fewest visitors in the last
   * SITE_VISITOR_DAYS days are forgotten (the ones unseen the longest among equals).
   */
  maxSites: number;
  /**
   * A known site's lastSeen is rewritten only when it is at least this old: after a restart every
   * pair is new to the process, and the sites seen just before need no write.
   */
  refreshAfterMs?: number;
}

/** A site the upsert added (it was not recorded before). */
export interface SiteAdded {
  widgetId: string;
  domain: string;
}

/** Statements of a burst of embed reads in flight at once on the read pool (10 connections), the rest left to other routes. */
export const EMBED_READS_IN_FLIGHT = 4;
/** Widgets read by one statement at most. */
export const EMBED_READS_PER_STATEMENT = 200;

export function createEmbedRepository(db: Db) {
  const findEmbedsByIds = db
    .select({
      widget: {
        id: widgets.id,
        // As Postgres prints it: a revalidation compares it with what was built without parsing
        // it, and a build parses it once (embed.service.ts).
        htmlDataText: sql<string>`${widgets.htmlData}::text`,
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
    .where(sql`${widgets.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('embed_find_widgets');
  type EmbedRow = Awaited<ReturnType<typeof findEmbedsByIds.execute>>[number];
  // The ids asked for together are read by one statement (batched-reads.ts); ids are lower case
  // (the service's keys), as Postgres prints a uuid.
  const reads = createBatchedReads<string, EmbedRow>({
    readMany: async (ids) => {
      const rows = await findEmbedsByIds.execute({ ids });
      return new Map(rows.map((row) => [row.widget.id, row]));
    },
    maxInFlight: EMBED_READS_IN_FLIGHT,
    maxBatch: EMBED_READS_PER_STATEMENT,
  });

  return {
    /**
     * Only the columns the embed answer and its serving rule need, by primary key (a lower-case
     * uuid). One prepared statement (its SQL is not rebuilt per call; on Postgres each connection
     * parses it once), shared by the ids asked for at the same moment.
     */
    findEmbed: (id: string): Promise<EmbedRow | undefined> => reads.read(id),

    /**
     * Adds the counted visitors. Only a recorded installation gains visitors, so what a forged
     * Origin can add is bounded by the sites the installation recorder keeps. Answers the keys
     * (visitorCountKey) of the counts written.
     */
    async addVisitors(counts: readonly VisitorCount[]): Promise<ReadonlySet<string>> {
      const written = new Set<string>();
      for (let start = 0; start < counts.length; start += VISITOR_ROWS_PER_STATEMENT) {
        const chunk = counts.slice(start, start + VISITOR_ROWS_PER_STATEMENT);
        const answer = await db.execute<{ widget_id: string; domain: string; day: string }>(sql`
          insert into ${siteVisitors} (widget_id, domain, day, visitors)
          select v.widget_id, v.domain, v.day, v.visitors
          from unnest(${column(chunk, (c) => c.widgetId)}::uuid[], ${column(chunk, (c) => c.domain)}::text[],
            ${column(chunk, (c) => c.day)}::date[], ${column(chunk, (c) => c.visitors)}::integer[])
            as v (widget_id, domain, day, visitors)
          where exists (select 1 from ${sites} s where s.widget_id = v.widget_id and s.domain = v.domain)
          on conflict (widget_id, domain, day) do update set visitors = ${siteVisitors.visitors} + excluded.visitors
          returning widget_id, domain, to_char(day, 'YYYY-MM-DD') as day`);
        for (const row of answer.rows)
          written.add(visitorCountKey({ widgetId: row.widget_id, domain: row.domain, day: row.day }));
      }
      return written;
    },

    /**
     * The sites seen since `since`, the most recently seen first, at most `limit`: what a process
     * starting up already knows was written (installation-recorder.ts remember).
     */
    async sitesSeenSince(since: Date, limit: number): Promise<SiteSeen[]> {
      const rows = await db
        .select({ widgetId: sites.widgetId, domain: sites.domain, seenAt: sites.lastSeen })
        .from(sites)
        .where(gte(sites.lastSeen, since))
        .orderBy(desc(sites.lastSeen))
        .limit(limit);
      return rows;
    },

    /** Forgets the visitor counts of days before `day` (YYYY-MM-DD); the popup shows 30 days only. */
    async pruneVisitors(day: string): Promise<void> {
      await db.delete(siteVisitors).where(lt(siteVisitors.day, day));
    },

    /**
     * Writes a batch of seen sites (one row per widget and domain): one statement refreshes the
     * known ones' lastSeen and adds the new ones, at most `rules.newSites` per widget in the order
     * given; a second, when any was added, forgets what is past `maxSites` (issue 25 §5: the other
     * sites with the fewest visitors in the last SITE_VISITOR_DAYS days, the ones unseen the
     * longest among equals; a flood of forged sites, one visitor each, pushes out only sites as
     * quiet as they are). The newcomers stay: their visitors are not written yet, and forgetting
     * them at once would keep every new site out of a full list. One transaction holding the rows
     * of the widgets that may gain sites: two flushes side by side (two API processes), each
     * blind to the other's new rows, would otherwise forget the same old sites and leave too many.
     * Answers the sites added.
     */
    async upsertSites(seen: readonly SiteSeen[], rules: SiteUpsertRules): Promise<SiteAdded[]> {
      if (seen.length === 0) return [];
      // By widget (stable: each widget's sites keep their order), so the row locks below are
      // taken in id order across the statements and two flushes never wait for each other crosswise.
      const ordered = [...seen].sort((a, b) => (a.widgetId < b.widgetId ? -1 : a.widgetId > b.widgetId ? 1 : 0));
      // Spent across the statements of a large batch, so a widget never gains more than its budget.
      const budget = new Map(rules.newSites);
      const refreshAfter = `${rules.refreshAfterMs ?? 0} milliseconds`;
      return db.transaction(async (tx) => {
        const added: SiteAdded[] = [];
        const locked = new Set<string>();
        for (let start = 0; start < ordered.length; start += SITE_ROWS_PER_STATEMENT) {
          const chunk = ordered.slice(start, start + SITE_ROWS_PER_STATEMENT);
          const mayAdd = chunk.filter((site) => (budget.get(site.widgetId) ?? 0) > 0);
          if (mayAdd.length > 0) {
            // Only a widget that would pass its total is held: its rows are forgotten below, and
            // two flushes that each forgot by their own view would leave too many. The others (a
            // widget's first sites, the common case) take no lock; two processes adding to one just
            // below its total at the same moment may leave it over until its next add.
            const news = await tx.execute<{ widget_id: string; candidates: number; existing: number }>(sql`
              with seen (widget_id, domain) as (
                select * from unnest(${column(mayAdd, (site) => site.widgetId)}::uuid[], ${column(mayAdd, (site) => site.domain)}::text[])
              )
              select seen.widget_id, count(*)::int as candidates,
                (select count(*)::int from ${sites} s where s.widget_id = seen.widget_id) as existing
              from seen
              where not exists (select 1 from ${sites} s where s.widget_id = seen.widget_id and s.domain = seen.domain)
              group by seen.widget_id`);
            const toLock = news.rows
              .filter((row) => row.existing + Math.min(row.candidates, budget.get(row.widget_id) ?? 0) > rules.maxSites)
              .map((row) => row.widget_id)
              .sort();
            if (toLock.length > 0) {
              // Reads are not held up; an edit of one of these widgets waits for this flush at most.
              await tx
                .select({ id: widgets.id })
                .from(widgets)
                .where(inArray(widgets.id, toLock))
                .orderBy(widgets.id)
                .for('no key update');
              for (const id of toLock) locked.add(id);
            }
          }
          const answer = await tx.execute<{ widget_id: string; domain: string }>(sql`
            with seen (widget_id, domain, last_seen, budget, ord) as (
              select * from unnest(
                ${column(chunk, (site) => site.widgetId)}::uuid[],
                ${column(chunk, (site) => site.domain)}::text[],
                ${column(chunk, (site) => site.seenAt.toISOString())}::timestamptz[],
                ${column(chunk, (site) => budget.get(site.widgetId) ?? 0)}::integer[],
                ${column(chunk, (_, index) => start + index)}::integer[]
              )
            ),
            refreshed as (
              update ${sites} s set last_seen = seen.last_seen
              from seen where s.widget_id = seen.widget_id and s.domain = seen.domain
                and s.last_seen <= seen.last_seen - ${refreshAfter}::interval
              returning s.id
            ),
            fresh as (
              select seen.*, row_number() over (partition by seen.widget_id order by seen.ord) as rank
              from seen
              where seen.budget > 0
                and not exists (select 1 from ${sites} s where s.widget_id = seen.widget_id and s.domain = seen.domain)
                and exists (select 1 from ${widgets} w where w.id = seen.widget_id)
            )
            insert into ${sites} (widget_id, domain, last_seen)
            select widget_id, domain, last_seen from fresh where rank <= budget order by ord
            on conflict (widget_id, domain) do nothing
            returning widget_id, domain`);
          for (const row of answer.rows) {
            added.push({ widgetId: row.widget_id, domain: row.domain });
            budget.set(row.widget_id, (budget.get(row.widget_id) ?? 0) - 1);
          }
        }
        // Only the held widgets can be past their total (see above).
        const full = added.filter((site) => locked.has(site.widgetId));
        if (full.length === 0) return added;
        const newestSeen = seen.reduce((latest, site) => Math.max(latest, site.seenAt.getTime()), 0);
        const fromDay = new Date(newestSeen - (SITE_VISITOR_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
        // A forgotten site's counts go with it, as when its owner deletes it.
        await tx.execute(sql`
          with newcomer (widget_id, domain) as (
            select * from unnest(${column(full, (site) => site.widgetId)}::uuid[], ${column(full, (site) => site.domain)}::text[])
          ),
          ranked as (
            select s.id, row_number() over (
              partition by s.widget_id
              order by (n.domain is not null) desc, coalesce(v.visitors, 0) desc, s.last_seen desc, s.id desc
            ) as place
            from ${sites} s
            left join newcomer n on n.widget_id = s.widget_id and n.domain = s.domain
            left join (
              select widget_id, domain, sum(visitors) as visitors from ${siteVisitors}
              where widget_id in (select widget_id from newcomer) and day >= ${fromDay}::date
              group by widget_id, domain
            ) v on v.widget_id = s.widget_id and v.domain = s.domain
            where s.widget_id in (select widget_id from newcomer)
          ),
          forgotten as (
            delete from ${sites} where id in (select id from ranked where place > ${rules.maxSites})
            returning widget_id, domain
          )
          delete from ${siteVisitors} sv using forgotten f
          where sv.widget_id = f.widget_id and sv.domain = f.domain`);
        return added;
      });
    },
  };
}
export type EmbedRepository = ReturnType<typeof createEmbedRepository>;
