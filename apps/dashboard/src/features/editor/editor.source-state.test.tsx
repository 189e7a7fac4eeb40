import { fireEvent, screen } from '@testing-library/react';
import { defaultSettings, SOURCE_SYNC_MESSAGES, type SourceState, widgetSchema } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { openEditor } from './editor.fixtures';

// Issue 26 §5: the editor of a saved data widget says how its source stands.

const server = useMockApi();

const CHANGED: SourceState = {
  source: 'yelp',
  kind: 'reviews',
  outcome: 'changed',
  lastOutcomeAt: '2026-11-27T10:00:00.000Z',
  lastGoodReadAt: '2026-11-25T10:00:00.000Z',
  failingSince: '2026-11-26T10:00:00.000Z',
  consecutiveFailures: 4,
};

/** Handlers for the saved Yelp widget w-yelp, its preview and its source state `state`. */
function savedYelpWidget(state: SourceState) {
  const widget = widgetSchema.parse({
    id: 'w-yelp',
    title: 'Our reviews',
    widgetType: {
      id: 'wt-yelp',
      name: 'yelp',
      displayName: 'Yelp Reviews',
      price: 9.99,
      scripts: { main: 'yelp', lib: '' },
      iconImage: '',
      stripePriceId: '',
    },
    htmlData: { yelp: { ...defaultSettings('yelp'), businessId: 'joes-pizza' } },
    userId: 'u-customer',
    createdAt: '2026-01-10T09:00:00.000Z',
  });
  server.use(
    http.get(`${API_URL}/widget/w-yelp`, () => HttpResponse.json({ widget })),
    http.get(`${API_URL}/widget/w-yelp/source`, () => HttpResponse.json({ source: state })),
    http.post(`${API_URL}/widget/preview/`, () => HttpResponse.json({ data: { serveData: '', sourceData: null } })),
  );
}

describe('editor source line', () => {
  it("shows the saved widget's source state with the day of the data shown", async () => {
    savedYelpWidget(CHANGED);
    await openEditor(server, 'widgetId=w-yelp');
    const line = await screen.findByText(
      "Yelp changed its page and we can't read it since 26 Nov; showing reviews from 25 Nov",
    );
    expect(line.getAttribute('role')).toBe('status');
  });

  it('syncs the source now and shows its new state; a second sync too soon shows the API message', async () => {
    savedYelpWidget(CHANGED);
    let syncs = 0;
    server.use(
      http.post(`${API_URL}/widget/w-yelp/source/sync`, () => {
        syncs += 1;
        if (syncs > 1) {
          return HttpResponse.json(
            { error: SOURCE_SYNC_MESSAGES.tooSoon.replace('{minutes}', '9 minutes') },
            { status: 429 },
          );
        }
        const now = new Date().toISOString();
        return HttpResponse.json({
          source: { ...CHANGED, outcome: 'ok', lastOutcomeAt: now, lastGoodReadAt: now, failingSince: null },
        });
      }),
    );
    await openEditor(server, 'widgetId=w-yelp');
    await screen.findByText(/^Yelp changed its page/);
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Reviews updated just now')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    const refused = await screen.findByText(
      'This source was synced less than 10 minutes ago. You can sync it again in 9 minutes.',
    );
    expect(refused.getAttribute('role')).toBe('alert');
    expect(syncs).toBe(2);
  });
});
