import type { AdminStatsResponse, AdminUserDetail, User } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { API_URL, admin, customer, loginCheckHandler, noOutboxHandler, storeTokenFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

export const stats: AdminStatsResponse = {
  customers: 42,
  activeSubscriptions: 17,
  monthlyRecurringRevenue: 1234.5,
  failedPayments30d: 3,
};

export const unverified: User = {
  id: 'u-new',
  displayName: 'Nia New',
  email: 'nia@example.com',
  emailVerified: false,
  userRole: 'customer',
};

export const someUsers: User[] = [admin, customer, unverified];

/** `GET /devadmin/stats` answering `answer`. */
export function statsHandler(answer: AdminStatsResponse = stats) {
  return http.get(`${API_URL}/devadmin/stats`, () => HttpResponse.json(answer));
}

/** `GET /devadmin/user` answering one page of `users`, recording each request's query. */
export function usersHandler(users: User[] = someUsers, total = users.length) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(`${API_URL}/devadmin/user`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    return HttpResponse.json({ users, total, page: Number(params.get('page') ?? 1), limit: 20 });
  });
  return { handler, queries };
}

/** Signs in as the admin (login check, token, no outbox, the figures) and opens the app at `path`. */
export function openConsole(server: SetupServer, path: string) {
  server.use(loginCheckHandler('admin'), noOutboxHandler(), statsHandler());
  storeTokenFor('admin');
  return renderApp(path);
}

/** The customer as `GET /devadmin/details/:userId` answers: a card, a subscription and two payments. */
export const customerDetail: AdminUserDetail = {
  ...customer,
  createdAt: '2026-01-05T10:00:00.000Z',
  stripeCustomerId: 'cus_123',
  widgets: [],
  paymentMethods: [
    {
      _id: 'pm-1',
      paymentMethodType: 'card',
      detail: '',
      card: { brand: 'visa', last4: '4242', country: 'US', exp_month: 4, exp_year: 2030 },
    },
  ],
  widgetArray: [
    {
      _id: 'w-1',
      id: 'w-1',
      title: 'Office Reviews',
      widgetType: { id: 'wt-yelp', name: 'yelp', displayName: 'Yelp Reviews', price: 5 },
      subStatus: 'active',
      expires: '2026-12-05T00:00:00.000Z',
      createdAt: '2026-01-05T10:00:00.000Z',
      subscriptionId: 'sub_1',
      defaultPaymentMethod: null,
      cancelAt: null,
      hostedUrl: null,
      payments: [],
      userId: { id: customer.id, displayName: customer.displayName, email: customer.email },
      sites: [],
      htmlData: {},
      payment: [],
    },
  ],
  payments: [
    {
      _id: 'p-old',
      id: 'p-old',
      userId: customer.id,
      userName: customer.displayName,
      widgetName: 'Office Reviews',
      amount: 5,
      methodDetail: 'Visa •••• 4242',
      created: 1_762_300_800,
    },
    {
      _id: 'p-new',
      id: 'p-new',
      userId: customer.id,
      userName: customer.displayName,
      widgetName: 'Office Reviews',
      amount: 7.5,
      methodDetail: 'Visa •••• 4242',
      status: 'failed',
      created: 1_764_979_200,
    },
  ],
};

/** `GET /devadmin/details/:userId` answering `detail`. */
export function detailsHandler(detail: AdminUserDetail = customerDetail) {
  return http.get(`${API_URL}/devadmin/details/:userId`, () => HttpResponse.json({ user: detail }));
}
