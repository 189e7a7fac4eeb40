import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminInsightsResponseSchema,
  type InsightsPeriod,
  type WidgetInsightsResponse,
  widgetInsightsResponseSchema,
} from '@widgetry/contracts';
import { useApiClient } from '../api-context';

/** Insights keys: one widget's answers per period and site, and the admin's totals per period. */
export const insightsKeys = {
  widget: (widgetId: string, days: InsightsPeriod, site: string | null) =>
    ['insights', widgetId, days, site ?? ''] as const,
  admin: (days: InsightsPeriod) => ['admin', 'insights', days] as const,
};

/**
 * An insights answer with the period and site it answers: while another choice loads, the last
 * answer stays on screen and must be labelled with what it is, not with what was just chosen.
 */
export type WidgetInsights = WidgetInsightsResponse & { period: InsightsPeriod; site: string | null };

/**
 * GET /widget/{id}/insights?days=&site= – visitors and events per day, oldest first, every day
 * present. `site` null means all sites. The last answer stays on screen while another period or
 * site loads, so switching does not flash an empty chart.
 */
export function useWidgetInsightsQuery(widgetId: string, days: InsightsPeriod, site: string | null = null) {
  const api = useApiClient();
  return useQuery({
    queryKey: insightsKeys.widget(widgetId, days, site),
    queryFn: async ({ signal }): Promise<WidgetInsights> => {
      const query = new URLSearchParams({ days: String(days) });
      if (site !== null) query.set('site', site);
      const answer = await api.get(
        `/widget/${encodeURIComponent(widgetId)}/insights?${query}`,
        widgetInsightsResponseSchema,
        { signal },
      );
      return { ...answer, period: days, site };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /devadmin/insights?days= – totals per widget type across every customer. */
export function useAdminInsightsQuery(days: InsightsPeriod) {
  const api = useApiClient();
  return useQuery({
    queryKey: insightsKeys.admin(days),
    queryFn: ({ signal }) =>
      api.get(`/devadmin/insights?${new URLSearchParams({ days: String(days) })}`, adminInsightsResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
