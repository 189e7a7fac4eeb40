import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, type Order } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, yelpType } from '../../../../test/fixtures';
import { type } from '../../../../test/forms';
import { useMockApi } from '../../../../test/msw';
// biome-ignore lint/style/noRestrictedImports: a test-only helper, kept out of the filters index so production code never imports testing-library.
import { queryOf, renderSection } from '../filters/render-section.test-helpers';
import { defaultRenewal } from './order-figures';
import { OrdersSection } from './orders.section';

const server = useMockApi();

const order: Order = {
  _id: 'w1',
  id: 'w1',
  title: 'Reviews on home',
  widgetType: { id: 'wt-yelp', name: 'yelp', displayName: 'Yelp Reviews', price: 9.99 },
  subStatus: 'active',
  expires: '2026-12-20T00:00:00.000Z',
  createdAt: '2026-01-02T00:00:00.000Z',
  subscriptionId: 'sub_1',
  defaultPaymentMethod: null,
  cancelAt: null,
  hostedUrl: null,
  payments: [
    {
      _id: 'p1',
      id: 'p1',
      userId: 'u1',
      userName: 'Casey',
      widgetName: 'Reviews on home',
      amount: 9.99,
      methodDetail: 'Visa •••• 4242',
      created: Date.UTC(2026, 9, 20) / 1000,
    },
    {
      _id: 'p2',
      id: 'p2',
      userId: 'u1',
      userName: 'Casey',
      widgetName: 'Reviews on home',
      amount: 9.99,
      methodDetail: 'Visa •••• 4242',
      status: 'failed',
      created: Date.UTC(2026, 10, 20) / 1000,
    },
  ],
  userId: { id: 'u1', displayName: 'Casey Customer', email: 'casey@example.com' },
  sites: [{ _id: 's1', id: 's1', domain: 'example.org', lastSeen: '2026-11-21T00:00:00.000Z' }],
  htmlData: {},
  payment: [],
};

function listHandler(orders: Order[], seen: Array<Record<string, string>> = []) {
  return http.post(`${API_URL}/devadmin/collection`, async ({ request }) => {
    expect(await request.json()).toEqual({ collectionName: 'orders' });
    seen.push(queryOf(request));
    return HttpResponse.json({ documents: { widgetArray: orders }, total: orders.length, page: 1, limit: 20 });
  });
}

describe('Our Orders', () => {
  it('lists orders with the monthly amount and dates', async () => {
    server.use(listHandler([order]));
    renderSection(<OrdersSection />);
    const row = within((await screen.findByText('Reviews on home')).closest('tr') ?? document.body);
    expect(row.getByText('Casey Customer')).toBeTruthy();
    // In words, not the contract's value (issue 29 #19).
    expect(row.getByText('Active')).toBeTruthy();
    expect(row.getByText('Yelp Reviews')).toBeTruthy();
    expect(row.getByText('$9.99/month')).toBeTruthy();
    expect(row.getByText('2 January 2026')).toBeTruthy();
    expect(row.getByText('20 December 2026')).toBeTruthy();
  });

  it('shows skeleton rows while loading, then No records found', async () => {
    server.use(listHandler([]));
    renderSection(<OrdersSection />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(await screen.findByText(ADMIN_MESSAGES.noRecords)).toBeTruthy();
    expect(screen.queryByTestId('skeleton-row')).toBeNull();
  });

  it('sends the filters as query params, leaving out prices that are not numbers', async () => {
    const seen: Array<Record<string, string>> = [];
    server.use(listHandler([], seen));
    renderSection(<OrdersSection />);
    await screen.findByText(ADMIN_MESSAGES.noRecords);
    expect(seen[0]).toEqual({ page: '1' });
    type(screen.getByLabelText('Name'), 'home');
    type(screen.getByLabelText('Customer'), 'casey');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'past_due' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'yelp' } });
    type(screen.getByLabelText('Minimum price'), '5');
    type(screen.getByLabelText('Maximum price'), 'lots');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'custom' } });
    type(screen.getByLabelText('Start date'), '2026-02-01');
    type(screen.getByLabelText('End date'), '2026-02-28');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        page: '1',
        name: 'home',
        customer: 'casey',
        status: 'past_due',
        type: 'yelp',
        minPrice: '5',
        from: new Date(2026, 1, 1).toISOString(),
        to: new Date(2026, 1, 28, 23, 59, 59, 999).toISOString(),
      }),
    );
  });

  it('deletes an order with DELETE /devadmin/widget/:id', async () => {
    let deleted = '';
    server.use(
      listHandler([order]),
      http.delete(`${API_URL}/devadmin/widget/:id`, ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({});
      }),
    );
    renderSection(<OrdersSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Reviews on home' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('w1'));
  });
});

describe('order details', () => {
  async function openDetails() {
    renderSection(<OrdersSection />);
    fireEvent.click(await screen.findByText('Reviews on home'));
    return within(await screen.findByRole('region', { name: 'Subscription details' }));
  }

  it('shows totals (yearly = 12 × monthly), the latest payment date, customer and installations', async () => {
    server.use(listHandler([order]));
    const details = await openDetails();
    const fact = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(fact('Monthly total')).toBe('$9.99');
    expect(fact('Yearly total')).toBe('$119.88');
    // Created date comes from the latest payment, not the order.
    expect(fact('Created date')).toBe('20 November 2026');
    expect(fact('Renewal date')).toBe('20 December 2026');
    expect(details.getByText('casey@example.com')).toBeTruthy();
    expect(details.getByText('$9.99/month on 20 December 2026')).toBeTruthy();
    expect(details.getByText('Failed')).toBeTruthy();
    // Each payment dated from its unix seconds, newest first (issue 29 #7: read as milliseconds, year 58878).
    const history = details.getAllByRole('table').at(-1);
    const dates = history
      ? within(history)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[3]?.textContent)
      : [];
    expect(dates).toEqual(['20 November 2026', '20 October 2026']);
    fireEvent.click(details.getByRole('button', { name: '1' }));
    expect(await within(screen.getByRole('dialog', { name: 'Installations' })).findByText(/example\.org/)).toBeTruthy();
  });

  it("Add Payment adds a payment to this subscription's widget and customer", async () => {
    let body: unknown;
    server.use(
      listHandler([order]),
      http.post(`${API_URL}/devadmin/payment/u1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ payment: order.payments[0] });
      }),
    );
    const details = await openDetails();
    fireEvent.click(details.getByRole('button', { name: 'Add Payment' }));
    const popup = within(screen.getByRole('dialog', { name: 'Add New Payment' }));
    type(popup.getByLabelText('Amount'), '9.99');
    type(popup.getByLabelText('Payment Method'), 'Cash');
    type(popup.getByLabelText('Created Date'), '2026-11-22');
    fireEvent.click(popup.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() =>
      expect(body).toEqual({
        userId: 'u1',
        amount: 9.99,
        widgetId: 'w1',
        method: 'Cash',
        created: new Date(2026, 10, 22).getTime() / 1000,
      }),
    );
  });

  it("Edit Subscription requires name and status, sends PUT /widget/:id and shows the server's fieldErrors", async () => {
    const bodies: unknown[] = [];
    server.use(
      listHandler([order]),
      http.put(`${API_URL}/widget/w1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 'Invalid', fieldErrors: { 'widget.title': 'Name taken.' } }, { status: 400 });
      }),
    );
    const details = await openDetails();
    fireEvent.click(details.getByRole('button', { name: 'Edit Subscription' }));
    const popup = within(screen.getByRole('dialog', { name: 'Edit Subscription' }));
    expect(popup.getByLabelText('Customer')).toHaveProperty('readOnly', true);
    expect(popup.getByLabelText('Type')).toHaveProperty('readOnly', true);
    expect(popup.getByLabelText('Amount')).toHaveProperty('readOnly', true);
    type(popup.getByLabelText('Name'), ' ');
    fireEvent.change(popup.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(await popup.findByText(ADMIN_MESSAGES.nameRequired)).toBeTruthy();
    expect(popup.getByText(ADMIN_MESSAGES.statusRequired)).toBeTruthy();
    expect(bodies).toHaveLength(0);
    type(popup.getByLabelText('Name'), 'Renamed');
    fireEvent.change(popup.getByLabelText('Status'), { target: { value: 'unpaid' } });
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(await popup.findByText('Name taken.')).toBeTruthy();
    expect(bodies).toEqual([
      { widget: { title: 'Renamed', subStatus: 'unpaid', expires: '2026-12-20', widgetType: 'wt-yelp' } },
    ]);
  });
});

describe('Add Manual Order', () => {
  it('starts the renewal a month from today and posts the order', async () => {
    let body: unknown;
    server.use(
      listHandler([]),
      http.get(`${API_URL}/devadmin/details`, () =>
        HttpResponse.json({
          users: [
            {
              id: 'u1',
              displayName: 'Casey Customer',
              email: 'casey@example.com',
              emailVerified: true,
              userRole: 'customer',
            },
          ],
        }),
      ),
      http.get(`${API_URL}/devadmin/availableWidget`, () => HttpResponse.json({ availableWidgets: [yelpType] })),
      http.post(`${API_URL}/widget`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ widget: {} });
      }),
    );
    renderSection(<OrdersSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Manual Order' }));
    const popup = within(screen.getByRole('dialog', { name: 'Add Manual Order' }));
    const renewal = defaultRenewal(new Date());
    expect(popup.getByLabelText('Renewal Date')).toHaveProperty('value', renewal);
    fireEvent.click(popup.getByRole('button', { name: 'Add Order' }));
    expect(await popup.findByText(ADMIN_MESSAGES.nameRequired)).toBeTruthy();
    type(popup.getByLabelText('Name'), 'Manual');
    await popup.findByRole('option', { name: /Casey Customer/ });
    fireEvent.change(popup.getByLabelText('Customer'), { target: { value: 'u1' } });
    await popup.findByRole('option', { name: 'Yelp Reviews' });
    fireEvent.change(popup.getByLabelText('Type'), { target: { value: 'wt-yelp' } });
    fireEvent.click(popup.getByRole('button', { name: 'Add Order' }));
    await waitFor(() =>
      expect(body).toEqual({
        widget: {
          title: 'Manual',
          widgetType: 'wt-yelp',
          userId: 'u1',
          expires: renewal,
          subStatus: 'active',
          payment: [],
          htmlData: {},
        },
      }),
    );
  });

  it('opens empty again after closing, and reads the customers only while open', async () => {
    let customerReads = 0;
    server.use(
      listHandler([]),
      http.get(`${API_URL}/devadmin/details`, () => {
        customerReads += 1;
        return HttpResponse.json({ users: [] });
      }),
      http.get(`${API_URL}/devadmin/availableWidget`, () => HttpResponse.json({ availableWidgets: [yelpType] })),
    );
    renderSection(<OrdersSection />);
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add Manual Order' }));
      return within(screen.getByRole('dialog', { name: 'Add Manual Order' }));
    };
    await screen.findByText(ADMIN_MESSAGES.noRecords);
    expect(customerReads).toBe(0);
    let popup = await open();
    await waitFor(() => expect(customerReads).toBe(1));
    fireEvent.click(popup.getByRole('button', { name: 'Add Order' }));
    expect(await popup.findByText(ADMIN_MESSAGES.nameRequired)).toBeTruthy();
    type(popup.getByLabelText('Name'), 'Half typed');
    fireEvent.click(popup.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    popup = await open();
    expect(popup.getByLabelText('Name')).toHaveProperty('value', '');
    expect(popup.queryByText(ADMIN_MESSAGES.nameRequired)).toBeNull();
  });

  it('renews a month later, on the last day of a shorter month', () => {
    expect(defaultRenewal(new Date(2026, 10, 23))).toBe('2026-12-23');
    expect(defaultRenewal(new Date(2026, 0, 31))).toBe('2026-02-28');
    expect(defaultRenewal(new Date(2026, 11, 15))).toBe('2027-01-15');
  });
});
