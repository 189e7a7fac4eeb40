import type { WidgetTypeName } from '@widgetry/contracts';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, widgetInsights, widgets, widgetTypes } from '../../db/schema';
import { type InsightCount, insightCountKey } from './insight-counts';

/** Rows per INSERT: 6 parameters each, far below Postgres's 65,535. */
const ROWS_PER_STATEMENT = 1000;

/** One (day, event) of a widget's rollups, summed over the sites asked for. */
export interface InsightTotal {
  day: string;
  event: string;
  count: number;
  visitors: number;
}

/** One (type, event) of every widget's rollups in a period. */
export interface TypeInsightTotal {
  type: WidgetTypeName;
  event: string;
  count: number;
  visitors: number;
  widgets: number;
}

export function createInsightsRepository(db: Db) {
  return {
    /**
     * Adds the counts. Only a recorded installation gains counts, so what a forged Origin can add
     * is bounded by the sites the installation recorder keeps (as for visitors). Answers the keys
     * (insightCountKey) of the counts written.
     */
    async addInsights(counts: readonly InsightCount[]): Promise<ReadonlySet<string>> {
      const written = new Set<string>();
      for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
        const values = counts
          .slice(start, start + ROWS_PER_STATEMENT)
          .map(
            (c) =>
              sql`(${c.widgetId}::uuid, ${c.domain}::text, ${c.day}::date, ${c.event}::text, ${c.count}::integer, ${c.visitors}::integer)`,
          );
        const answer = await db.execute<{ widget_id: string; domain: string; day: string; event: string }>(sql`
          insert into ${widgetInsights} (widget_id, domain, day, event, count, visitors)
          select v.widget_id, v.domain, v.day, v.event, v.count, v.visitors
          from (values ${sql.join(values, sql`, `)}) as v (widget_id, domain, day, event, count, visitors)
          where exists (select 1 from ${sites} s where s.widget_id = v.widget_id and s.domain = v.domain)
          on conflict (widget_id, domain, day, event) do update
            set count = ${widgetInsights.count} + excluded.count, visitors = ${widgetInsights.visitors} + excluded.visitors
          returning widget_id, domain, to_char(day, 'YYYY-MM-DD') as day, event`);
        for (const row of answer.rows) {
          written.add(insightCountKey({ widgetId: row.widget_id, domain: row.domain, day: row.day, event: row.event }));
        }
      }
      return written;
    },

    /** The widget's type (a widget never changes type), or undefined for no such widget. */
    async typeOf(widgetId: string): Promise<WidgetTypeName | undefined> {
      const [row] = await db
        .select({ name: widgetTypes.name })
        .from(widgets)
        .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
        .where(eq(widgets.id, widgetId))
        .limit(1);
      return row?.name;
    },

    /** The widget's totals per day and event from `from` to `to` (YYYY-MM-DD, both included), of one site or all. */
    async widgetTotals(widgetId: string, from: string, to: string, site?: string): Promise<InsightTotal[]> {
      return db
        .select({
          day: sql<string>`to_char(${widgetInsights.day}, 'YYYY-MM-DD')`,
          event: widgetInsights.event,
          count: sql<number>`sum(${widgetInsights.count})::int`,
          visitors: sql<number>`sum(${widgetInsights.visitors})::int`,
        })
        .from(widgetInsights)
        .where(
          and(
            eq(widgetInsights.widgetId, widgetId),
            gte(widgetInsights.day, from),
            lte(widgetInsights.day, to),
            site === undefined ? undefined : eq(widgetInsights.domain, site),
          ),
        )
        .groupBy(widgetInsights.day, widgetInsights.event);
    },

    /** Every widget's totals per type and event from `from` to `to` (both included). */
    async typeTotals(from: string, to: string): Promise<TypeInsightTotal[]> {
      return db
        .select({
          type: widgetTypes.name,
          event: widgetInsights.event,
          count: sql<number>`sum(${widgetInsights.count})::int`,
          visitors: sql<number>`sum(${widgetInsights.visitors})::int`,
          widgets: sql<number>`count(distinct ${widgetInsights.widgetId})::int`,
        })
        .from(widgetInsights)
        .innerJoin(widgets, eq(widgets.id, widgetInsights.widgetId))
        .innerJoin(widgetTypes, eq(widgetTypes.id, widgets.widgetTypeId))
        .where(and(gte(widgetInsights.day, from), lte(widgetInsights.day, to)))
        .groupBy(widgetTypes.name, widgetInsights.event);
    },

    /** Drops the rollups of days before `day` (YYYY-MM-DD); answers how many rows went. */
    async dropBefore(day: string): Promise<number> {
      const gone = await db
        .delete(widgetInsights)
        .where(lt(widgetInsights.day, day))
        .returning({ widgetId: widgetInsights.widgetId });
      return gone.length;
    },
  };
}
export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
