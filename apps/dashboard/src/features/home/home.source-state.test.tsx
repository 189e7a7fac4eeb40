import type { SourceState } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { makeAppfolioWidget, makeWidget } from '../../lib/widgets/widget.fixtures';
import { cardFor, openDashboard } from './home.test-helpers';

// Issue 26 §5: a data widget's card says how its source stands and how old its data is.

const server = useMockApi();

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function sourceHandler(states: Record<string, SourceState | null>, asked: string[]) {
  return http.get(`${API_URL}/widget/:id/source`, ({ params }) => {
    asked.push(String(params.id));
    return HttpResponse.json({ source: states[String(params.id)] ?? null });
  });
}

describe('dashboard card source line', () => {
  it("shows each data widget's source state and age, and asks nothing for a type without a source", async () => {
    const reviews = makeWidget({ id: 'w-reviews', title: 'Our reviews' });
    const listings = makeAppfolioWidget('', { id: 'w-listings', title: 'Our rentals' });
    const free = makeWidget({
      id: 'w-free',
      title: 'Calculator',
      widgetType: { ...reviews.widgetType, id: 'wt-prorated', name: 'prorated', displayName: 'Prorated', price: 0 },
    });
    const asked: string[] = [];
    server.use(
      sourceHandler(
        {
          'w-reviews': {
            source: 'yelp',
            kind: 'reviews',
            outcome: 'ok',
            lastOutcomeAt: ago(3 * HOUR),
            lastGoodReadAt: ago(3 * HOUR),
            failingSince: null,
            consecutiveFailures: 0,
          },
          'w-listings': {
            source: 'appfolio',
            kind: 'listings',
            outcome: 'blocked',
            lastOutcomeAt: ago(HOUR),
            lastGoodReadAt: '2026-11-25T10:00:00.000Z',
            failingSince: '2026-11-26T10:00:00.000Z',
            consecutiveFailures: 12,
          },
        },
        asked,
      ),
    );
    await openDashboard(server, [reviews, listings, free]);

    expect((await cardFor('Our reviews').findByRole('status')).textContent).toBe('Reviews updated 3 hours ago');
    const failing = await cardFor('Our rentals').findByRole('status');
    expect(failing.textContent).toBe(
      'AppFolio has been blocking our reader since 26 Nov; showing listings from 25 Nov',
    );
    expect(failing.parentElement?.className).toContain('source-state--failing');
    expect(cardFor('Calculator').queryByRole('status')).toBeNull();
    expect(asked.sort()).toEqual(['w-listings', 'w-reviews']);
  });
});
