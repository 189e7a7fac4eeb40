import { describe, expect, it } from 'vitest';
import { createSavedCards } from '../saved-cards';
import { customerJson, ids, listJson, PERIOD_START, subscriptionJson } from './stripe.fixtures';
import { createStripeProvider } from './stripe.provider';
import { testStripeClient, useStripeApi } from './stripe-api.fixtures';
import { paymentMethodJson } from './stripe-payments.fixtures';

// Issue 29 #6 on Stripe: Stripe makes a new payment method each time a card is typed, with the
// same card.fingerprint. Billing merges the copies through Stripe's API (mocked here).

const api = useStripeApi();
const provider = createStripeProvider({ secretKey: 'unused', webhookSecret: 'whsec_test', client: testStripeClient() });

const visa = paymentMethodJson().card;
/** The Visa typed at the first purchase, again at a later one, and a Mastercard. */
const firstVisa = paymentMethodJson({ id: 'pm_VisaFirst', created: PERIOD_START });
const againVisa = paymentMethodJson({ id: 'pm_VisaAgain', created: PERIOD_START + 86_400 });
const mastercard = paymentMethodJson({
  id: 'pm_Master',
  created: PERIOD_START + 3600,
  card: { ...visa, brand: 'mastercard', display_brand: 'mastercard', last4: '4444', fingerprint: 'MasterFp00000001' },
});

describe('listSubscriptions', () => {
  it("lists the customer's running subscriptions through Stripe's pages, leaving out expired ones", async () => {
    api.route('GET', '/v1/subscriptions', ({ query }) =>
      query.get('starting_after') === 'sub_B'
        ? listJson('/v1/subscriptions', [subscriptionJson({ id: 'sub_C', status: 'incomplete_expired' })])
        : listJson(
            '/v1/subscriptions',
            [
              subscriptionJson({ id: 'sub_A', default_payment_method: 'pm_VisaFirst' }),
              subscriptionJson({ id: 'sub_B', status: 'past_due' }),
            ],
            true,
          ),
    );

    const subscriptions = await provider.listSubscriptions(ids.customer);

    expect(subscriptions.map((subscription) => [subscription.id, subscription.status])).toEqual([
      ['sub_A', 'active'],
      ['sub_B', 'past_due'],
    ]);
    expect(subscriptions[0]?.defaultPaymentMethodId).toBe('pm_VisaFirst');
    const [page] = api.requests;
    expect(page?.query.get('customer')).toBe(ids.customer);
    // No status filter: Stripe then lists every subscription that is not canceled.
    expect(page?.query.get('status')).toBeNull();
  });
});

describe('merging copies of one card', () => {
  it('moves the subscriptions on older copies to the newest, then detaches the older copies', async () => {
    const deleted: string[] = [];
    const cards = createSavedCards({
      provider,
      repo: {
        listLiveSubscriptions: async () => [],
        deletePaymentMethod: async (id) => {
          deleted.push(id);
        },
      },
    });
    api.route('GET', '/v1/payment_methods', listJson('/v1/payment_methods', [againVisa, mastercard, firstVisa]));
    api.route(
      'GET',
      '/v1/subscriptions',
      listJson('/v1/subscriptions', [
        subscriptionJson({ id: 'sub_First', default_payment_method: 'pm_VisaFirst' }),
        subscriptionJson({ id: 'sub_Again', default_payment_method: 'pm_VisaAgain' }),
        subscriptionJson({ id: 'sub_Master', default_payment_method: 'pm_Master' }),
      ]),
    );
    api.route(
      'POST',
      '/v1/subscriptions/:id',
      subscriptionJson({ id: 'sub_First', default_payment_method: 'pm_VisaAgain' }),
    );
    api.route('POST', '/v1/customers/:id', customerJson());
    api.route('POST', '/v1/payment_methods/:id/detach', paymentMethodJson({ id: 'pm_VisaFirst', customer: null }));

    await cards.mergeDuplicates(ids.customer);

    expect(api.calls()).toEqual([
      'GET /v1/payment_methods',
      'GET /v1/subscriptions',
      'POST /v1/subscriptions/sub_First',
      `POST /v1/customers/${ids.customer}`,
      'POST /v1/payment_methods/pm_VisaFirst/detach',
    ]);
    expect(api.only('POST', '/v1/subscriptions/sub_First').form.get('default_payment_method')).toBe('pm_VisaAgain');
    expect(deleted).toEqual(['pm_VisaFirst']);
  });

  it('changes nothing when every card is saved once', async () => {
    const cards = createSavedCards({
      provider,
      repo: { listLiveSubscriptions: async () => [], deletePaymentMethod: async () => undefined },
    });
    api.route('GET', '/v1/payment_methods', listJson('/v1/payment_methods', [againVisa, mastercard]));

    await cards.mergeDuplicates(ids.customer);

    expect(api.calls()).toEqual(['GET /v1/payment_methods']);
  });
});
