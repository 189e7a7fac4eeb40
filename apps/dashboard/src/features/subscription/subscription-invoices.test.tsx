import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '../../../test/msw';
import { makeRow, openSubscriptions, rowOf, subscriptionsHandler } from './subscription.fixtures';

// Issue 29 #27: each payment of a subscription links its invoice at the provider.

const server = useMockApi();

describe('subscription details: invoices', () => {
  it("links each payment's invoice in a new tab, and says N/A where the provider gave none", async () => {
    const stripeInvoice = 'https://invoice.stripe.com/i/acct_1Wdgt/test_UmVuZXdhbDAwMDI';
    const row = makeRow({
      payments: [
        { _id: 'p-1', id: 'p-1', userId: 'u-customer', amount: 5, created: 1767258000 },
        { _id: 'p-2', id: 'p-2', userId: 'u-customer', amount: 5, created: 1769936400, invoiceUrl: stripeInvoice },
      ],
    });
    server.use(subscriptionsHandler([row]));
    await openSubscriptions(server);
    await screen.findByRole('button', { name: 'Reviews on the home page' });
    fireEvent.click(within(rowOf('w-1')).getByText('Yelp Reviews'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reviews on the home page' }));
    const link = dialog.getByRole('link', { name: 'Invoice of 1 February 2026 (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(stripeInvoice);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('View invoice');
    const older = dialog.getAllByRole('row')[2];
    expect(older?.lastElementChild?.textContent).toBe('N/A');
    expect(dialog.getAllByRole('link')).toHaveLength(1);
  });
});
