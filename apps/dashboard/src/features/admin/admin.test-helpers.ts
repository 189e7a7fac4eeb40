import type { AdminStatsResponse, User } from '@widgetry/contracts';
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
