import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, type AdminUser, type Order, type Payment } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../../test/fixtures';
import { type } from '../../../../test/forms';
import { useMockApi } from '../../../../test/msw';
// biome-ignore lint/style/noRestrictedImports: a test-only helper, kept out of the filters index so production code never imports testing-library.
import { queryOf, renderSection } from '../filters/render-section.test-helpers';
import { PaymentsSection } from './payments.section';

const server = useMockApi();

const payment: Payment = {
  _id: 'p1',
  id: 'p1',
  userId: 'u1',
  userName: 'Casey Customer',
  widgetId: 'w1',
  widgetName: 'Reviews on home',
  amount: 12.5,
  methodDetail: 'Visa •••• 4242',
  status: 'failed',
  created: 1_763_900_000,
};

const order: Order = {
  _id: 'w1',
  id: 'w1',
  title: 'Reviews on home',
  widgetType: { id: 'wt-yelp', name: 'yelp', displayName: 'Yelp Reviews', price: 5 },
  subStatus: 'active',
  expires: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  subscriptionId: null,
  defaultPaymentMethod: null,
  cancelAt: null,
  hostedUrl: null,
  payments: [],
  userId: { id: 'u1', displayName: 'Casey Customer', email: 'casey@example.com' },
  sites: [],
  htmlData: {},
  payment: [],
};

const casey: AdminUser = {
  id: 'u1',
  displayName: 'Casey Customer',
  email: 'casey@example.com',
  emailVerified: true,
  userRole: 'customer',
  stripeCustomerId: null,
  widgets: [],
};

function listHandler(documents: Payment[], seen: Array<Record<string, string>> = []) {
  return http.post(`${API_URL}/devadmin/collection`, async ({ request }) => {
    expect(await request.json()).toEqual({ collectionName: 'payments' });
    seen.push(queryOf(request));
    return HttpResponse.json({ documents, total: documents.length, page: 1, limit: 20 });
  });
}

const customerHandlers = [
  http.get(`${API_URL}/devadmin/details`, () => HttpResponse.json({ users: [casey] })),
  http.get(`${API_URL}/devadmin/details/u1`, () =>
    HttpResponse.json({
      user: { ...casey, widgetArray: [order, { ...order, id: 'w2', _id: 'w2', title: '' }], payments: [] },
    }),
  ),
];

afterEach(() => {
  vi.useRealTimers();
});

describe('Payment History', () => {
  // Issue 29 #7: the list read the stored unix seconds as milliseconds twice over ('6 January 58878').
  it('dates each payment from its unix seconds, the same under any clock', async () => {
    // A fixed clock: only Date is faked, so the mock API's answers still arrive.
    vi.useFakeTimers({ now: new Date('2026-02-01T12:00:00Z'), toFake: ['Date'] });
    server.use(
      listHandler([
        { ...payment, created: Date.UTC(2026, 0, 6, 9, 30) / 1000 },
        { ...payment, id: 'p2', _id: 'p2', amount: 3, created: Date.UTC(2025, 11, 31, 23, 59) / 1000 },
      ]),
    );
    renderSection(<PaymentsSection />);
    const table = await screen.findByRole('table');
    await within(table).findByText('$12.50');
    const dates = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5]?.textContent);
    expect(dates).toEqual(['6 January 2026', '31 December 2025']);
  });

  it('lists payments with amount, method and stored failed status', async () => {
    server.use(listHandler([payment, { ...payment, id: 'p2', _id: 'p2', status: undefined, amount: 3 }]));
    renderSection(<PaymentsSection />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('$12.50')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('Paid')).toBeTruthy();
    expect(within(table).getAllByText('Visa •••• 4242')).toHaveLength(2);
  });

  it('shows No records found for an empty list', async () => {
    server.use(listHandler([]));
    renderSection(<PaymentsSection />);
    expect(await screen.findByText(ADMIN_MESSAGES.noRecords)).toBeTruthy();
  });

  it('sends the filters as query params, leaving out bounds that are not numbers', async () => {
    const seen: Array<Record<string, string>> = [];
    server.use(listHandler([], seen));
    renderSection(<PaymentsSection />);
    await screen.findByText(ADMIN_MESSAGES.noRecords);
    type(screen.getByLabelText('Widget name'), 'home');
    type(screen.getByLabelText('Customer'), 'casey');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    type(screen.getByLabelText('Minimum amount'), 'abc');
    type(screen.getByLabelText('Maximum amount'), '50');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'custom' } });
    type(screen.getByLabelText('Start date'), '2026-01-05');
    type(screen.getByLabelText('End date'), '2026-01-10');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        page: '1',
        widget: 'home',
        customer: 'casey',
        status: 'failed',
        maxAmount: '50',
        from: new Date(2026, 0, 5).toISOString(),
        to: new Date(2026, 0, 10, 23, 59, 59, 999).toISOString(),
      }),
    );
  });

  it('deletes a payment after confirming', async () => {
    let deleted = '';
    server.use(
      listHandler([payment]),
      http.delete(`${API_URL}/devadmin/payment/:id`, ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({});
      }),
    );
    renderSection(<PaymentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete payment of Casey Customer' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('p1'));
  });
});

describe('Add New Payment', () => {
  async function openPopup() {
    server.use(listHandler([]), ...customerHandlers);
    renderSection(<PaymentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Payment' }));
    return within(screen.getByRole('dialog'));
  }

  it('shows the spec messages, the created date one under the payment method', async () => {
    const popup = await openPopup();
    expect(popup.getByLabelText('Add Widget')).toHaveProperty('disabled', true);
    fireEvent.click(popup.getByRole('button', { name: 'Add Payment' }));
    expect(await popup.findByText(ADMIN_MESSAGES.customerRequired)).toBeTruthy();
    expect(popup.getByText(ADMIN_MESSAGES.validAmountRequired)).toBeTruthy();
    expect(popup.getByText(ADMIN_MESSAGES.widgetRequired)).toBeTruthy();
    expect(popup.getByText(ADMIN_MESSAGES.paymentMethodRequired)).toBeTruthy();
    const created = popup.getByText(ADMIN_MESSAGES.createdDateRequired, {
      // The spec's message has two spaces; keep them when matching.
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    expect(created.closest('.field')?.querySelector('input')).toBe(popup.getByLabelText('Payment Method'));
    expect(popup.getByLabelText('Amount').getAttribute('min')).toBe('0.01');
    expect(popup.getByLabelText('Amount').getAttribute('step')).toBe('0.01');
  });

  it("offers the chosen customer's titled widgets and sends created as unix seconds", async () => {
    let body: unknown;
    server.use(
      http.post(`${API_URL}/devadmin/payment/u1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ payment });
      }),
    );
    const popup = await openPopup();
    await popup.findByRole('option', { name: /Casey Customer/ });
    fireEvent.change(popup.getByLabelText('Customer'), { target: { value: 'u1' } });
    await popup.findByRole('option', { name: 'Reviews on home' });
    expect(within(popup.getByLabelText('Add Widget')).getAllByRole('option')).toHaveLength(2);
    fireEvent.change(popup.getByLabelText('Add Widget'), { target: { value: 'w1' } });
    type(popup.getByLabelText('Amount'), '12.5');
    type(popup.getByLabelText('Payment Method'), 'Cash');
    type(popup.getByLabelText('Created Date'), '2026-11-20');
    fireEvent.click(popup.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() =>
      expect(body).toEqual({
        userId: 'u1',
        amount: 12.5,
        widgetId: 'w1',
        method: 'Cash',
        created: new Date(2026, 10, 20).getTime() / 1000,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows 400 fieldErrors beside the fields', async () => {
    server.use(
      http.post(`${API_URL}/devadmin/payment/u1`, () =>
        HttpResponse.json(
          { error: 'Invalid', fieldErrors: { amount: 'Too much.', method: 'Unknown method.' } },
          { status: 400 },
        ),
      ),
    );
    const popup = await openPopup();
    await popup.findByRole('option', { name: /Casey Customer/ });
    fireEvent.change(popup.getByLabelText('Customer'), { target: { value: 'u1' } });
    await popup.findByRole('option', { name: 'Reviews on home' });
    fireEvent.change(popup.getByLabelText('Add Widget'), { target: { value: 'w1' } });
    type(popup.getByLabelText('Amount'), '99');
    type(popup.getByLabelText('Payment Method'), 'Gold');
    type(popup.getByLabelText('Created Date'), '2026-11-20');
    fireEvent.click(popup.getByRole('button', { name: 'Add Payment' }));
    expect(await popup.findByText('Too much.')).toBeTruthy();
    expect(popup.getByText('Unknown method.')).toBeTruthy();
  });
});
