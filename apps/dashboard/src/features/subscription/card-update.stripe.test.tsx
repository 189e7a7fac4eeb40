import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUBSCRIPTION_MESSAGES } from '@widgetry/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockApi } from '../../../test/msw';
import {
  cardUpdateHandlers,
  makeRow,
  openSubscriptions,
  rowOf,
  type SentRequest,
  subscriptionsHandler,
} from './subscription.fixtures';

// Stripe.js itself is a script from Stripe's servers that defines window.Stripe; jsdom runs no
// scripts, so window.Stripe is stubbed with what react-stripe-js and the confirmer call: elements(),
// a card element, confirmCardSetup. The real loadStripe finds it there, as after the script has
// run, and calls it with the key. Only this file gives a Stripe key, so the card form's chunk (and
// with it @stripe/stripe-js, which looks for window.Stripe once on import) is first loaded here.
const fake = (() => {
  const cardElement = { mount: vi.fn(), on: vi.fn(), off: vi.fn(), update: vi.fn(), destroy: vi.fn() };
  const state = { cardMounted: true };
  const elements = {
    create: vi.fn(() => cardElement),
    getElement: vi.fn(() => (state.cardMounted ? cardElement : null)),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmCardSetup: vi.fn(),
  };
  // The release of Stripe.js that @stripe/stripe-js expects; another one only logs a warning.
  const Stripe = Object.assign(
    vi.fn((_publishableKey: string) => stripe),
    { version: 'endive' },
  );
  return { cardElement, elements, stripe, state, Stripe };
})();

const server = useMockApi();
const PUBLISHABLE_KEY = 'pk_test_widgetry';
const updated = makeRow({ defaultPaymentMethod: { detail: 'Visa •••• 1881' } });

beforeEach(() => {
  // `unstubGlobals` takes it away again after each test.
  vi.stubGlobal('Stripe', fake.Stripe);
  fake.state.cardMounted = true;
  fake.stripe.confirmCardSetup.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openStripeCardUpdate(sent: SentRequest[]) {
  server.use(subscriptionsHandler([makeRow()]), ...cardUpdateHandlers(updated, sent));
  await openSubscriptions(server, { config: { stripePublishableKey: PUBLISHABLE_KEY } });
  await screen.findByRole('button', { name: 'Reviews on the home page' });
  fireEvent.click(within(rowOf('w-1')).getByRole('button', { name: 'Update card for Reviews on the home page' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
  await dialog.findByTestId('stripe-card');
  // Elements is ready once Stripe.js has resolved and the card element is mounted.
  await waitFor(() => expect(fake.cardElement.mount).toHaveBeenCalled());
  return dialog;
}

describe('card update with Stripe Elements (a publishable key is configured)', () => {
  it('loads Stripe with the key, confirms the card setup and saves the payment method', async () => {
    fake.stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_stripe_1' } });
    const sent: SentRequest[] = [];
    const dialog = await openStripeCardUpdate(sent);
    expect(fake.Stripe).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    // No test provider fields with a real provider.
    expect(dialog.queryByRole('textbox', { name: 'Card number' })).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', {
      payment_method: { card: fake.cardElement },
    });
    expect(sent.map(({ call, body }) => ({ call, body }))).toEqual([
      { call: 'POST /subscription/create-setup-intent/w-1', body: undefined },
      {
        call: 'PUT /subscription/update-payment-method/w-1',
        body: { paymentMethodId: 'pm_stripe_1', customerId: 'cus_1' },
      },
    ]);
    expect(within(rowOf('w-1')).getByText('Visa •••• 1881')).toBeTruthy();
  });

  it("shows the provider's error message and saves nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.stripe.confirmCardSetup.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const sent: SentRequest[] = [];
    const dialog = await openStripeCardUpdate(sent);
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(sent.map(({ call }) => call)).toEqual(['POST /subscription/create-setup-intent/w-1']);
  });

  it('shows the thrown message when confirming fails outright', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.stripe.confirmCardSetup.mockRejectedValue(new Error('Failed to fetch'));
    const dialog = await openStripeCardUpdate([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Failed to fetch');
  });

  it(`says '${SUBSCRIPTION_MESSAGES.cardElementNotFound}' when the card element is gone`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.state.cardMounted = false;
    const dialog = await openStripeCardUpdate([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(SUBSCRIPTION_MESSAGES.cardElementNotFound);
    expect(fake.stripe.confirmCardSetup).not.toHaveBeenCalled();
  });
});
