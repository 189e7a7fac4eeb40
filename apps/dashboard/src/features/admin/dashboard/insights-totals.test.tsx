import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../../test/fixtures';
import { useMockApi } from '../../../../test/msw';
import { openConsole } from '../admin.test-helpers';

const server = useMockApi();

describe('Admin Dashboard: widget insights', () => {
  it('tables the totals per widget type with each of its events in plain words, for the chosen period', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API_URL}/devadmin/insights`, ({ request }) => {
        const days = new URL(request.url).searchParams.get('days') ?? '';
        asked.push(days);
        return HttpResponse.json({
          from: days === '7' ? '2026-11-22' : '2026-10-30',
          to: '2026-11-28',
          types: [
            {
              type: 'appfolio',
              widgets: 3,
              visitors: days === '7' ? 9 : 40,
              events: { apply_clicked: 4, listing_opened: 12 },
            },
            { type: 'prorated', widgets: 1, visitors: 2, events: {} },
          ],
        });
      }),
    );
    openConsole(server, '/devadmin');
    const table = await screen.findByRole('table', { name: 'Widget insights' });
    await within(table).findByText('Totals per widget type across customers, 2026-10-30 to 2026-11-28');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Widget type', 'Widgets', 'Visitors', 'Events']);
    const appfolio = within(rows[1] as HTMLElement);
    expect(appfolio.getByRole('rowheader').textContent).toBe('appfolio');
    expect(appfolio.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '3',
      '40',
      'Listing opened: 12Apply clicked: 4Showing requested: 0Map opened: 0Filter used: 0',
    ]);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', 'Calculated: 0']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '7' } });
    await within(table).findByText('Totals per widget type across customers, 2026-11-22 to 2026-11-28');
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('9');
    expect(asked).toEqual(['30', '7']);
  });
});
