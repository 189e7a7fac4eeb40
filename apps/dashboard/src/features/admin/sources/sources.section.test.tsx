import { fireEvent, screen, within } from '@testing-library/react';
import { type AdminSource, type AdminSourcesResponse, SOURCE_IDS } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../../test/fixtures';
import { useMockApi } from '../../../../test/msw';
import { openConsole } from '../admin.test-helpers';

// The Sources section (issue 26 §5): counts per site and state, the sources paged on the server, Read now.

const server = useMockApi();

const changed: AdminSource = {
  id: 's-1',
  source: 'trustpilot',
  kind: 'reviews',
  key: 'https://www.trustpilot.com/review/shop-1.com',
  outcome: 'changed',
  lastOutcomeAt: '2026-11-27T10:00:00.000Z',
  lastGoodReadAt: '2026-11-25T10:00:00.000Z',
  failingSince: '2026-11-26T10:00:00.000Z',
  consecutiveFailures: 7,
  error: 'the page holds no review data',
  widgets: [{ id: 'w-1', title: 'Shop reviews', ownerEmail: 'owner@example.com' }],
};

function sourcesHandlers() {
  const queries: string[] = [];
  const reads: string[] = [];
  let current = changed;
  server.use(
    http.get(`${API_URL}/devadmin/sources`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(`${params.get('page')} ${params.get('source')} ${params.get('outcome')}`);
      const answer: AdminSourcesResponse = {
        sources: [current],
        counts: [
          { source: 'trustpilot', kind: 'reviews', outcome: 'changed', count: 31 },
          { source: 'trustpilot', kind: 'reviews', outcome: 'ok', count: 2 },
        ],
        total: 45,
        page: Number(params.get('page') ?? 1),
        limit: 20,
      };
      return HttpResponse.json(answer);
    }),
    http.post(`${API_URL}/devadmin/sources/:id/read`, ({ params }) => {
      reads.push(String(params.id));
      current = { ...changed, outcome: 'ok', failingSince: null, consecutiveFailures: 0, error: null };
      return HttpResponse.json({ source: current });
    }),
  );
  return { queries, reads };
}

describe('admin console: sources', () => {
  it('shows the counts per site and state and each source with its state, failures and widgets', async () => {
    const { queries } = sourcesHandlers();
    openConsole(server, '/devadmin/sources');
    await screen.findByRole('heading', { level: 2, name: 'Sources' });

    const counts = await screen.findByRole('table', { name: 'Sources per site and state' });
    const row = within(counts).getByRole('row', { name: /trustpilot/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '0', '0', '31', '0', '0', '0']);

    const list = screen.getByRole('table', { name: 'Sources' });
    const source = within(list).getAllByRole('row')[1];
    if (!source) throw new Error('no source row');
    expect(source.textContent).toContain(
      "Trustpilot changed its page and we can't read it since 26 Nov; showing reviews from 25 Nov",
    );
    expect(source.textContent).toContain('the page holds no review data');
    expect(source.textContent).toContain('Shop reviews (owner@example.com)');
    expect(within(source).getAllByRole('cell')[4]?.textContent).toBe('7');

    // The site filter offers every source of contracts' registry, a sixth one included without a line here.
    const sites = within(screen.getByRole('combobox', { name: 'Site' })).getAllByRole('option');
    expect(sites.map((option) => (option as HTMLOptionElement).value)).toEqual(['', ...SOURCE_IDS]);

    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'failing' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText(/Showing 21–40 of 45 sources/);
    expect(queries).toEqual(['1  ', '1  failing', '2  failing']);
  });

  it('reads one source now and shows it again with its new state', async () => {
    const { reads } = sourcesHandlers();
    openConsole(server, '/devadmin/sources');
    fireEvent.click(await screen.findByRole('button', { name: `Read ${changed.key} now` }));
    // The answer's source is ok again: its line now gives the age of its data.
    expect(await screen.findByText(/^Reviews updated /)).toBeTruthy();
    expect(reads).toEqual(['s-1']);
  });
});
