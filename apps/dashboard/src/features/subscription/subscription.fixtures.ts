// Test helpers for the subscription page: rows as GET /subscription sends them, and a way to open the page.
import { screen } from '@testing-library/react';
import { type SubscriptionRow, subscriptionRowSchema } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import type { z } from 'zod';
import { API_URL, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { type RenderAppOptions, renderApp } from '../../../test/render-app';

/** A subscription row through the contract, so it carries every default the real answer has. */
export function makeRow(overrides: Partial<z.input<typeof subscriptionRowSchema>> = {}): SubscriptionRow {
  return subscriptionRowSchema.parse({
    _id: 'w-1',
    id: 'w-1',
    title: 'Reviews on the home page',
    widgetType: { id: 'wt-yelp', name: 'yelp', displayName: 'Yelp Reviews', price: 5 },
    subStatus: 'active',
    expires: '2026-03-05T10:00:00.000Z',
    createdAt: '2026-01-10T09:00:00.000Z',
    subscriptionId: 'sub_1',
    defaultPaymentMethod: { detail: 'Visa •••• 4242' },
    cancelAt: null,
    hostedUrl: null,
    payments: [],
    ...overrides,
  });
}

/** GET /subscription answering with `rows`. */
export function subscriptionsHandler(rows: SubscriptionRow[]) {
  return http.get(`${API_URL}/subscription`, () => HttpResponse.json({ data: rows }));
}

/** Opens /subscription as a signed-in customer; waits for the heading only (the list may still load). */
export async function openSubscriptions(server: SetupServer, options: RenderAppOptions = {}) {
  server.use(loginCheckHandler('customer'));
  storeTokenFor('customer');
  const view = renderApp('/subscription', options);
  await screen.findByRole('heading', { level: 1, name: 'Subscriptions' });
  return view;
}

/** The row of the subscription with this widget id. */
export function rowOf(id: string): HTMLElement {
  return screen.getByTestId(`subscription-${id}`);
}

/** What the card update calls were sent, in order, as 'METHOD /path' with the JSON body and bearer header. */
export interface SentRequest {
  call: string;
  body: unknown;
  authorization: string | null;
}

/** Records a request's call, JSON body and bearer header into `sent`. */
export async function recordRequest(request: Request, sent: SentRequest[]): Promise<void> {
  const text = await request.text();
  sent.push({
    call: `${request.method} ${new URL(request.url).pathname}`,
    body: text === '' ? undefined : JSON.parse(text),
    authorization: request.headers.get('Authorization'),
  });
}

/**
 * The API side of a card update: the setup intent, then the saved payment method answered with
 * `updated`. Both requests are recorded in `sent`.
 */
export function cardUpdateHandlers(updated: SubscriptionRow, sent: SentRequest[]) {
  return [
    http.post(`${API_URL}/subscription/create-setup-intent/:id`, async ({ request }) => {
      await recordRequest(request, sent);
      return HttpResponse.json({ clientSecret: 'seti_1_secret_abc', customerId: 'cus_1' });
    }),
    http.put(`${API_URL}/subscription/update-payment-method/:id`, async ({ request }) => {
      await recordRequest(request, sent);
      return HttpResponse.json({ data: updated });
    }),
  ];
}
