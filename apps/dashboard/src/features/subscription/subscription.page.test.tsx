import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BILLING_MESSAGES,
  CARD_TOOLTIPS,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionRow,
  type SubscriptionStatus,
} from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { makeRow, openSubscriptions, rowOf, subscriptionsHandler } from './subscription.fixtures';

const server = useMockApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);

/** The card edit button of a row, and the text of the tooltip it names as its description. */
function cardEdit(id: string) {
  const button = within(rowOf(id)).getByRole('button', { name: /^Update card for/ });
  const describedBy = button.getAttribute('aria-describedby');
  const tooltip = describedBy ? document.getElementById(describedBy)?.textContent : null;
  return { button, tooltip, disabled: button.getAttribute('aria-disabled') === 'true' };
}

describe('subscription list states', () => {
  it('shows skeleton rows while loading, then the rows', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(`${API_URL}/subscription`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ data: [makeRow()] });
      }),
    );
    await openSubscriptions(server);
    await waitFor(() => expect(answer).toBeDefined());
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('.subscriptions__skeleton-row .skeleton').length).toBeGreaterThan(0);

    answer?.();
    expect(await screen.findByRole('button', { name: 'Reviews on the home page' })).toBeTruthy();
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(table.querySelector('.subscriptions__skeleton-row')).toBeNull();
  });

  it(`says '${SUBSCRIPTION_MESSAGES.noResults}' when there are none`, async () => {
    server.use(subscriptionsHandler([]));
    await openSubscriptions(server);
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.noResults)).toBeTruthy();
  });

  it(`says '${SUBSCRIPTION_MESSAGES.loadFailed}' when the list cannot be loaded, and can try again`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(`${API_URL}/subscription`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Database down' }, { status: 500 })
          : HttpResponse.json({ data: [makeRow()] });
      }),
    );
    await openSubscriptions(server);
    expect((await screen.findByRole('alert')).textContent).toBe(SUBSCRIPTION_MESSAGES.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Reviews on the home page' })).toBeTruthy();
  });

  it('shows every column of a row: title, type, dates, card, price per month, status', async () => {
    server.use(subscriptionsHandler([makeRow()]));
    await openSubscriptions(server);
    await screen.findByRole('button', { name: 'Reviews on the home page' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Title',
      'Type',
      'Created',
      'Renewal',
      'Card',
      'Payment Method',
      'Price per month',
      'Status',
      'Cancel',
    ]);
    expect(cellTexts(rowOf('w-1'))).toEqual([
      'Reviews on the home page',
      'Yelp Reviews',
      '10 January 2026',
      '5 March 2026',
      '',
      'Visa •••• 4242',
      '$5.00/month',
      'Active',
      'Cancel',
    ]);
  });

  // Issue 29 #19: raw values such as 'past_due' were shown, and an ending row showed a renewal date.
  it('says every status in words, and when an ending subscription ends instead of its renewal', async () => {
    const statuses: Array<[SubscriptionStatus, string]> = [
      ['active', 'Active'],
      ['incomplete', 'Awaiting payment'],
      ['past_due', 'Past due'],
      ['canceled', 'Canceled'],
      ['expired', 'Expired'],
      ['incomplete_expired', 'Payment not completed'],
      ['unpaid', 'Unpaid'],
    ];
    server.use(
      subscriptionsHandler([
        ...statuses.map(([subStatus]) => makeRow({ id: `s-${subStatus}`, _id: `s-${subStatus}`, subStatus })),
        makeRow({ id: 'ending', _id: 'ending', cancelAt: '2026-12-28T10:00:00.000Z' }),
      ]),
    );
    await openSubscriptions(server);
    await screen.findAllByRole('button', { name: 'Reviews on the home page' });
    for (const [subStatus, words] of statuses) {
      expect({ subStatus, status: cellTexts(rowOf(`s-${subStatus}`))[7] }).toEqual({ subStatus, status: words });
    }
    const ending = cellTexts(rowOf('ending'));
    expect(ending[3]).toBe('Ends 28 December 2026');
    expect(ending[7]).toBe('Active');
    expect(rowOf('ending').textContent).not.toMatch(/Cancels on|March/);
  });
});

describe('card edit icon (spec 003 §4)', () => {
  const disabledCases: Array<{ status: SubscriptionStatus | null; tooltip: string }> = [
    { status: 'incomplete', tooltip: CARD_TOOLTIPS.incomplete },
    { status: 'canceled', tooltip: CARD_TOOLTIPS.canceled },
    { status: 'expired', tooltip: CARD_TOOLTIPS.expired },
    { status: 'incomplete_expired', tooltip: CARD_TOOLTIPS.incomplete_expired },
    { status: 'unpaid', tooltip: CARD_TOOLTIPS.unpaid },
    { status: null, tooltip: CARD_TOOLTIPS.other },
  ];

  it('is usable for active and past_due, and disabled with the spec tooltip for every other status', async () => {
    const rows: SubscriptionRow[] = [
      makeRow({ id: 'active', _id: 'active', subStatus: 'active' }),
      makeRow({ id: 'past_due', _id: 'past_due', subStatus: 'past_due' }),
      ...disabledCases.map(({ status }) => makeRow({ id: `s-${status}`, _id: `s-${status}`, subStatus: status })),
    ];
    server.use(subscriptionsHandler(rows));
    await openSubscriptions(server);
    await screen.findAllByRole('button', { name: 'Reviews on the home page' });

    for (const id of ['active', 'past_due']) {
      expect(cardEdit(id)).toMatchObject({ disabled: false, tooltip: null });
    }
    for (const { status, tooltip } of disabledCases) {
      expect({ status, ...cardEdit(`s-${status}`) }).toMatchObject({ status, disabled: true, tooltip });
      // A disabled icon opens nothing, neither the card popup nor the row's details.
      fireEvent.click(cardEdit(`s-${status}`).button);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('highlights a past_due row with the banner and a way to its card update', async () => {
    server.use(subscriptionsHandler([makeRow({ subStatus: 'past_due' }), makeRow({ id: 'w-2', _id: 'w-2' })]));
    await openSubscriptions(server);
    const notice = within(await screen.findByTestId('subscription-w-1-notice'));
    expect(notice.getByText(BILLING_MESSAGES.pastDueBanner)).toBeTruthy();
    expect(rowOf('w-1').className).toContain('past-due');
    expect(cardEdit('w-1').button.className).toContain('urgent');
    expect(screen.queryByTestId('subscription-w-2-notice')).toBeNull();

    fireEvent.click(notice.getByRole('button', { name: 'Update card' }));
    expect(await screen.findByRole('dialog', { name: 'Update card' })).toBeTruthy();
  });
});

describe('row details', () => {
  it('opens read-only details with the payments, newest first, on a row click', async () => {
    const row = makeRow({
      payments: [
        {
          _id: 'p-1',
          id: 'p-1',
          userId: 'u-customer',
          amount: 5,
          methodDetail: 'Visa •••• 4242',
          created: 1767258000,
        },
        {
          _id: 'p-2',
          id: 'p-2',
          userId: 'u-customer',
          amount: 5,
          methodDetail: 'Visa •••• 0341',
          status: 'failed',
          created: 1769936400,
        },
      ],
    });
    server.use(subscriptionsHandler([row]));
    await openSubscriptions(server);
    await screen.findByRole('button', { name: 'Reviews on the home page' });
    fireEvent.click(within(rowOf('w-1')).getByText('Yelp Reviews'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reviews on the home page' }));
    expect(dialog.getByText('Price per month').nextSibling?.textContent).toBe('$5.00/month');
    const payments = dialog.getAllByRole('row').slice(1).map(cellTexts);
    expect(payments).toEqual([
      ['1 February 2026', '$5.00', 'Visa •••• 0341', 'failed', 'N/A'],
      ['1 January 2026', '$5.00', 'Visa •••• 4242', 'paid', 'N/A'],
    ]);
    // Read-only: nothing to edit or submit in there.
    expect(dialog.queryByRole('textbox')).toBeNull();
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(['', 'Close']);
  });
});

describe('cancel and resume', () => {
  it(`asks '${SUBSCRIPTION_MESSAGES.cancelConfirm}', cancels at the renewal date and offers Resume`, async () => {
    const cancelAt = '2026-03-05T10:00:00.000Z';
    const deleted = vi.fn();
    server.use(
      subscriptionsHandler([makeRow()]),
      http.delete(`${API_URL}/subscription/:id`, ({ params }) => {
        deleted(params.id);
        return HttpResponse.json({ data: makeRow({ cancelAt }) });
      }),
      http.post(`${API_URL}/subscription/:id/resume`, () => HttpResponse.json({ data: makeRow() })),
    );
    await openSubscriptions(server);
    await screen.findByRole('button', { name: 'Reviews on the home page' });
    fireEvent.click(within(rowOf('w-1')).getByRole('button', { name: 'Cancel Reviews on the home page' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Subscription' }));
    expect(dialog.getByText(SUBSCRIPTION_MESSAGES.cancelConfirm)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));

    expect(await within(rowOf('w-1')).findByText('Ends 5 March 2026')).toBeTruthy();
    expect(deleted).toHaveBeenCalledWith('w-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rowOf('w-1')).queryByRole('button', { name: /^Cancel/ })).toBeNull();

    fireEvent.click(within(rowOf('w-1')).getByRole('button', { name: 'Resume Reviews on the home page' }));
    expect(await within(rowOf('w-1')).findByRole('button', { name: 'Cancel Reviews on the home page' })).toBeTruthy();
    expect(within(rowOf('w-1')).queryByText(/^Ends /)).toBeNull();
  });

  it('sends nothing when the user keeps the subscription, and shows a refused cancel', async () => {
    server.use(
      subscriptionsHandler([makeRow()]),
      http.delete(`${API_URL}/subscription/:id`, () =>
        HttpResponse.json({ message: BILLING_MESSAGES.notActive }, { status: 409 }),
      ),
    );
    await openSubscriptions(server);
    await screen.findByRole('button', { name: 'Reviews on the home page' });
    const cancel = () => within(rowOf('w-1')).getByRole('button', { name: 'Cancel Reviews on the home page' });
    fireEvent.click(cancel());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Subscription' })).getByRole('button', {
        name: 'Keep subscription',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(cancel());
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Subscription' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.notActive);
  });

  it('offers no Cancel for subscriptions that are over or ending', async () => {
    server.use(
      subscriptionsHandler([
        makeRow({ id: 'gone', _id: 'gone', subStatus: 'canceled' }),
        makeRow({ id: 'expired', _id: 'expired', subStatus: 'expired' }),
        makeRow({ id: 'ending', _id: 'ending', cancelAt: '2026-03-05T10:00:00.000Z' }),
      ]),
    );
    await openSubscriptions(server);
    await screen.findAllByRole('button', { name: 'Reviews on the home page' });
    expect(screen.queryByRole('button', { name: /^Cancel / })).toBeNull();
    expect(within(rowOf('ending')).getByRole('button', { name: /^Resume/ })).toBeTruthy();
    expect(within(rowOf('gone')).queryByRole('button', { name: /^Resume/ })).toBeNull();
  });
});
