import type { InsightsDay, Site, Widget } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { API_URL } from '../../../test/fixtures';

/** `count` UTC days ending on 2026-11-28, oldest first, each with the numbers `fill` gives it. */
export function insightsDays(
  count: number,
  fill: (index: number) => Partial<Pick<InsightsDay, 'visitors' | 'events'>> = () => ({}),
): InsightsDay[] {
  const last = Date.UTC(2026, 10, 28);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(last - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, visitors: 0, events: {}, eventVisitors: {}, ...fill(index) };
  });
}

/**
 * GET /widget/:id/insights answering `answer(days, site)`; each request's query is recorded as
 * 'widgetId days site' (site '-' for all sites).
 */
export function insightsHandler(answer: (days: number, site: string | null) => InsightsDay[], requests: string[] = []) {
  return http.get(`${API_URL}/widget/:id/insights`, ({ params, request }) => {
    const query = new URL(request.url).searchParams;
    const days = Number(query.get('days'));
    const site = query.get('site');
    requests.push(`${String(params.id)} ${days} ${site ?? '-'}`);
    return HttpResponse.json({ days: answer(days, site) });
  });
}

/** GET /widget/:id/sites answering these domains as one page. */
export function sitesOf(domains: string[]) {
  const sites: Site[] = domains.map((domain, index) => ({
    _id: `s-${index}`,
    id: `s-${index}`,
    domain,
    lastSeen: '2026-11-27T10:00:00.000Z',
  }));
  return http.get(`${API_URL}/widget/:id/sites`, () =>
    HttpResponse.json({ sites, total: sites.length, page: 1, limit: 100 }),
  );
}

/** GET /widget/ answering `widgets` (the page finds its widget's title and type there). */
export function widgetsHandler(widgets: Widget[]) {
  return http.get(`${API_URL}/widget/`, () => HttpResponse.json(widgets));
}
