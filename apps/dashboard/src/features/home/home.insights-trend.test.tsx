import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { makeAppfolioWidget, makeWidget } from '../../lib/widgets/widget.fixtures';
import { cardFor, openDashboard } from './home.test-helpers';
import { sparklinePoints } from './insights-trend';

const server = useMockApi();

/** The figure beside 'Visitors, 30 days:' on the card of this title. */
function figureOf(title: string) {
  return cardFor(title).getByText('Visitors, 30 days:').nextElementSibling;
}

/** Thirty days ending 2026-11-28, the visitors of each given by `visitors(index)`. */
function month(visitors: (index: number) => number) {
  const last = Date.UTC(2026, 10, 28);
  return Array.from({ length: 30 }, (_, index) => ({
    day: new Date(last - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    visitors: visitors(index),
    events: {},
    eventVisitors: {},
  }));
}

describe('Dashboard card: 30-day visitors', () => {
  it('shows each widget’s 30-day visitors from its insights with a trend line, and links its Insights page', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API_URL}/widget/:id/insights`, ({ params, request }) => {
        asked.push(`${String(params.id)} ${new URL(request.url).search}`);
        return HttpResponse.json({ days: month((index) => (params.id === 'w-apt' ? index % 3 : 0)) });
      }),
    );
    await openDashboard(server, [
      makeAppfolioWidget('', { id: 'w-apt' }),
      makeWidget({ id: 'w-quiet', title: 'Quiet' }),
    ]);

    const busy = cardFor('Our apartments');
    // 0+1+2 ten times over.
    await waitFor(() => expect(figureOf('Our apartments')?.textContent).toBe('30'));
    const line = figureOf('Our apartments')?.querySelector('svg polyline');
    expect(line?.getAttribute('points')?.split(' ')).toHaveLength(30);

    await waitFor(() => expect(figureOf('Quiet')?.textContent).toBe('0'));
    expect(asked.sort()).toEqual(['w-apt ?days=30', 'w-quiet ?days=30']);

    const link = busy.getByRole('link', { name: 'Insights' });
    expect(link.getAttribute('href')).toBe('/insights?widgetId=w-apt');
  });

  it('shows a dash when the insights cannot be read, and the rest of the card as usual', async () => {
    server.use(http.get(`${API_URL}/widget/:id/insights`, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'Reviews' })]);
    await waitFor(() => expect(figureOf('Reviews')?.textContent).toBe('-'));
    expect(cardFor('Reviews').getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('draws the highest day at the top and a quiet day at the bottom', () => {
    expect(sparklinePoints([0, 5, 10])).toBe('0,19 40,10 80,1');
    expect(sparklinePoints([0, 0])).toBe('0,19 80,19');
  });
});
