import { screen, within } from '@testing-library/react';
import type { Site, Widget } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { API_URL, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** GET /widget/ answering with `widgets`; `requests` counts how often the list was asked for. */
export function widgetsHandler(widgets: Widget[], requests?: { count: number }) {
  return http.get(`${API_URL}/widget/`, () => {
    if (requests) requests.count += 1;
    return HttpResponse.json(widgets);
  });
}

/**
 * GET /widget/:id/sites paging through `sites` as the API does; `requests` records each page asked
 * for as 'widgetId page limit'.
 */
export function sitesHandler(sitesOf: Record<string, Site[]>, requests: string[] = []) {
  return http.get(`${API_URL}/widget/:id/sites`, ({ params, request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? '1');
    const limit = Number(query.get('limit') ?? '20');
    const id = String(params.id);
    requests.push(`${id} ${page} ${limit}`);
    const all = sitesOf[id] ?? [];
    return HttpResponse.json({ sites: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit });
  });
}

/** Opens /home as a signed-in customer whose widget list is `widgets`, once the cards are shown. */
export async function openDashboard(server: SetupServer, widgets: Widget[], requests?: { count: number }) {
  server.use(loginCheckHandler('customer'), widgetsHandler(widgets, requests));
  storeTokenFor('customer');
  const view = renderApp('/home');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  if (widgets.length > 0) await screen.findAllByRole('article');
  return view;
}

/** The card of the widget with this title. */
export function cardFor(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

/** The open popup with this title. */
export function popupNamed(title: string) {
  return within(screen.getByRole('dialog', { name: title }));
}

export const isOverlayOn = () => screen.queryByTestId('page-overlay') !== null;
