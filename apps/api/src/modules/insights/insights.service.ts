import {
  type AdminInsightsResponse,
  eventsOf,
  type InsightsDay,
  type InsightsPeriod,
  WIDGET_TYPE_NAMES,
  type WidgetEventName,
  type WidgetInsightsResponse,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { utcDay } from '../visitors';
import { INSIGHTS_ANY_EVENT } from './insight-counts';
import type { InsightsRepository } from './insights.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days of the period ending today, oldest first. */
export function periodDays(now: Date, days: InsightsPeriod): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * DAY_MS)));
}

type EventCounts = Partial<Record<WidgetEventName, number>>;

/** The names of `type` with their number in `totals`, zero ones left out. */
function countsOf(type: WidgetTypeName, totals: ReadonlyMap<string, number>): EventCounts {
  const counts: EventCounts = {};
  for (const name of eventsOf(type)) {
    const value = totals.get(name) ?? 0;
    if (value > 0) counts[name] = value;
  }
  return counts;
}

export function createInsightsService({ repo, now }: { repo: InsightsRepository; now: () => Date }) {
  return {
    /** Every day of the period, oldest first, with the widget's visitors and its type's events (zeros where none). */
    async widget(
      widgetId: string,
      type: WidgetTypeName,
      days: InsightsPeriod,
      site?: string,
    ): Promise<WidgetInsightsResponse> {
      const period = periodDays(now(), days);
      const rows = await repo.widgetTotals(widgetId, period[0] ?? '', period[period.length - 1] ?? '', site);
      const byDay = new Map<string, { counts: Map<string, number>; visitors: Map<string, number> }>();
      for (const row of rows) {
        const day = byDay.get(row.day) ?? { counts: new Map(), visitors: new Map() };
        day.counts.set(row.event, row.count);
        day.visitors.set(row.event, row.visitors);
        byDay.set(row.day, day);
      }
      return {
        days: period.map((day): InsightsDay => {
          const totals = byDay.get(day);
          return {
            day,
            visitors: totals?.visitors.get(INSIGHTS_ANY_EVENT) ?? 0,
            events: countsOf(type, totals?.counts ?? new Map()),
            eventVisitors: countsOf(type, totals?.visitors ?? new Map()),
          };
        }),
      };
    },

    /** Totals per widget type across every customer for the period; every type listed. */
    async admin(days: InsightsPeriod): Promise<AdminInsightsResponse> {
      const period = periodDays(now(), days);
      const from = period[0] ?? '';
      const to = period[period.length - 1] ?? '';
      const rows = await repo.typeTotals(from, to);
      return {
        from,
        to,
        types: WIDGET_TYPE_NAMES.map((type) => {
          const own = rows.filter((row) => row.type === type);
          const any = own.find((row) => row.event === INSIGHTS_ANY_EVENT);
          return {
            type,
            widgets: any?.widgets ?? 0,
            visitors: any?.visitors ?? 0,
            events: countsOf(type, new Map(own.map((row) => [row.event, row.count]))),
          };
        }),
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
