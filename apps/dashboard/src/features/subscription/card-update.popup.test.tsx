import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import {
  cardUpdateHandlers,
  makeRow,
  openSubscriptions,
  recordRequest,
  rowOf,
  type SentRequest,
  subscriptionsHandler,
} from './subscription.fixtures';

const server = useMockApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const updated = makeRow({ defaultPaymentMethod: { detail: 'Mastercard •••• 4444' } });

/** Opens the card update popup of w-1 (no Stripe key: the built-in test provider's fields). */
async function openCardUpdate() {
  await openSubscriptions(server);
  await screen.findByRole('button', { name: 'Reviews on the home page' });
  fireEvent.click(within(rowOf('w-1')).getByRole('button', { name: 'Update card for Reviews on the home page' }));
  return within(await screen.findByRole('dialog', { name: 'Update card' }));
}

function fillCard(dialog: ReturnType<typeof within>, cardNumber: string) {
  type(dialog.getByRole('textbox', { name: 'Card number' }), cardNumber);
  type(dialog.getByRole('textbox', { name: 'Expiry' }), '12 / 34');
  type(dialog.getByRole('textbox', { name: 'CVC' }), '123');
}

describe('card update with the built-in test provider', () => {
  it('shows Card number, Expiry (MM / YY) and CVC fields', async () => {
    server.use(subscriptionsHandler([makeRow()]));
    const dialog = await openCardUpdate();
    expect(dialog.getByRole('textbox', { name: 'Expiry' }).getAttribute('placeholder')).toBe('MM / YY');
    expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'CVC' })).toBeTruthy();
  });

  it('creates a setup intent, confirms the card with the provider, saves it, closes and replaces the row', async () => {
    const sent: SentRequest[] = [];
    server.use(
      subscriptionsHandler([makeRow()]),
      ...cardUpdateHandlers(updated, sent),
      http.post(`${API_URL}/test-billing/setup-intents/confirm`, async ({ request }) => {
        await recordRequest(request, sent);
        return HttpResponse.json({ paymentMethodId: 'pm_test_1' });
      }),
    );
    const dialog = await openCardUpdate();
    fillCard(dialog, '5555 5555 5555 4444');
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('w-1')).getByText('Mastercard •••• 4444')).toBeTruthy();
    expect(sent).toEqual([
      { call: 'POST /subscription/create-setup-intent/w-1', body: undefined, authorization: 'Bearer token-u-customer' },
      {
        call: 'POST /test-billing/setup-intents/confirm',
        body: { clientSecret: 'seti_1_secret_abc', cardNumber: '5555 5555 5555 4444', expiry: '12 / 34', cvc: '123' },
        // The card goes to the provider, which is not our API: it never gets the session.
        authorization: null,
      },
      {
        call: 'PUT /subscription/update-payment-method/w-1',
        body: { paymentMethodId: 'pm_test_1', customerId: 'cus_1' },
        authorization: 'Bearer token-u-customer',
      },
    ]);
  });

  it("shows the provider's 402 message and keeps the popup open without saving", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent: SentRequest[] = [];
    server.use(
      subscriptionsHandler([makeRow()]),
      ...cardUpdateHandlers(updated, sent),
      http.post(`${API_URL}/test-billing/setup-intents/confirm`, () =>
        HttpResponse.json({ message: 'Your card was declined.' }, { status: 402 }),
      ),
    );
    const dialog = await openCardUpdate();
    fillCard(dialog, '4000 0000 0000 0002');
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(sent.map((request) => request.call)).toEqual(['POST /subscription/create-setup-intent/w-1']);
    expect(within(rowOf('w-1')).getByText('Visa •••• 4242')).toBeTruthy();
    // Still signed in: a refusal by the provider says nothing about the session.
    expect(localStorage.getItem('token')).toBe('token-u-customer');
  });

  it('shows a failed setup intent (the API refuses) in the popup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      subscriptionsHandler([makeRow()]),
      http.post(`${API_URL}/subscription/create-setup-intent/:id`, () =>
        HttpResponse.json({ error: 'The payment provider is not answering right now.' }, { status: 503 }),
      ),
    );
    const dialog = await openCardUpdate();
    fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The payment provider is not answering right now.');
  });
});
