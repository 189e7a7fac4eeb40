import {
  BILLING_MESSAGES,
  paymentMethodsResponseSchema,
  setupIntentResponseSchema,
  subscriptionsResponseSchema,
  testCardSetupResponseSchema,
} from '@widgetry/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, buyWidget, changeCard, putOnSale, TEST_CARDS } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// Issue 29 #6: a site owner buys five paid widgets with one Visa and changes a card twice. Each
// checkout and card update makes a new payment method at the provider; the account page must show
// one entry per card, say which widgets each pays for, and refuse to delete one in use.

describe.each(databaseTargets())('saved cards on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    await putOnSale(ctx.app, ctx.database.db, types.prorated, 500);
    admin = await account(ctx.app, ctx.database.db, 'boss@example.com', { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  let counter = 0;
  beforeEach(async () => {
    counter += 1;
    customer = await account(ctx.app, ctx.database.db, `owner${counter}@example.com`);
  });

  const buy = (title: string) =>
    buyWidget(ctx.app, ctx.database.db, customer, { widgetType: types.prorated, title, htmlData: {} });
  const savedCards = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/paymentMethod', headers: customer.headers });
    expect(response.statusCode, response.body).toBe(200);
    return paymentMethodsResponseSchema.parse(response.json()).paymentMethods;
  };
  /** The card each subscription is charged to, at the provider. */
  const chargedCards = async () => {
    const customerId = (await ctx.app.billing.repo.findUser(customer.id))?.stripeCustomerId ?? '';
    const subscriptions = await ctx.app.billing.provider.listSubscriptions(customerId);
    return new Set(subscriptions.map((subscription) => subscription.defaultPaymentMethodId));
  };
  const deleteCard = (id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/paymentMethod/${id}`, headers: customer.headers });

  it('keeps one entry per card after five purchases and two card updates, each naming the widgets it pays for', async () => {
    const titles = ['Rent A', 'Rent B', 'Rent C', 'Rent D', 'Rent E'];
    const ids: string[] = [];
    for (const title of titles) ids.push(await buy(title));
    const [a = '', b = ''] = ids;
    expect((await changeCard(ctx.app, customer, a, TEST_CARDS.pays)).statusCode).toBe(200);
    expect((await changeCard(ctx.app, customer, b, TEST_CARDS.mastercard)).statusCode).toBe(200);

    const cards = await savedCards();
    // Before: seven entries, six of them 'Visa •••• 4242', none marked.
    expect(cards.map((card) => card.detail).sort()).toEqual(['Mastercard •••• 4444', 'Visa •••• 4242']);
    const visa = cards.find((card) => card.detail === 'Visa •••• 4242');
    const mastercard = cards.find((card) => card.detail === 'Mastercard •••• 4444');
    expect(visa?.usedBy).toEqual(
      ['Rent A', 'Rent C', 'Rent D', 'Rent E'].map((title) => ({ widgetId: ids[titles.indexOf(title)], title })),
    );
    expect(mastercard?.usedBy).toEqual([{ widgetId: b, title: 'Rent B' }]);

    // The card typed again is the same payment method: every Visa subscription is charged to it.
    expect(await chargedCards()).toEqual(new Set([visa?._id, mastercard?._id]));
    const customerId = (await ctx.app.billing.repo.findUser(customer.id))?.stripeCustomerId ?? '';
    expect((await ctx.app.billing.provider.listPaymentMethods(customerId)).map((card) => card.id).sort()).toEqual(
      [visa?._id, mastercard?._id].sort(),
    );

    // A card in use cannot be deleted, and the reason is in words.
    const refused = await deleteCard(visa?._id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: BILLING_MESSAGES.cardInUse });

    // Every subscription still renews on the card it now points at.
    expect((await advanceClock(ctx.app, admin, 31)).statusCode).toBe(200);
    const list = subscriptionsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/subscription', headers: customer.headers })).json(),
    );
    expect(list.data.map((row) => [row.title, row.subStatus, row.payments.map((payment) => payment.status)])).toEqual(
      [...titles].reverse().map((title) => [title, 'active', ['paid', 'paid']]),
    );
  });

  it('charges the card to its attached twin when a merge detached the copy just confirmed', async () => {
    const widgetId = await buy('Rent T');
    const intent = await ctx.app.inject({
      method: 'POST',
      url: `/subscription/create-setup-intent/${widgetId}`,
      headers: customer.headers,
    });
    const { clientSecret, customerId } = setupIntentResponseSchema.parse(intent.json());
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/test-billing/setup-intents/confirm',
      payload: { clientSecret, cardNumber: TEST_CARDS.pays, expiry: '12 / 34', cvc: '123' },
    });
    const { paymentMethodId } = testCardSetupResponseSchema.parse(confirmed.json());
    // Copies made within one second tie on `created`, so a merge may keep another copy of the card
    // and detach the one the browser holds before the browser sends it: here that copy is
    // detached, and the card typed again at another checkout is the attached twin.
    // The merge run by the confirmation's own event may have detached it already (a tie).
    if ((await ctx.app.billing.provider.retrievePaymentMethod(paymentMethodId))?.customerId) {
      await ctx.app.billing.provider.detachPaymentMethod(paymentMethodId);
    }
    await buy('Rent U');
    const attached = await ctx.app.billing.provider.listPaymentMethods(customerId);
    expect(attached.map((copy) => copy.id)).not.toContain(paymentMethodId);
    const [twin] = attached;
    expect(attached).toHaveLength(1);

    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/subscription/update-payment-method/${widgetId}`,
      headers: customer.headers,
      payload: { paymentMethodId, customerId },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await chargedCards()).toEqual(new Set([twin?.id]));
  });

  it('lets a card go once no widget uses it, and lists it with no widgets until then', async () => {
    const widgetId = await buy('Only one');
    expect((await changeCard(ctx.app, customer, widgetId, TEST_CARDS.mastercard)).statusCode).toBe(200);
    const cards = await savedCards();
    const visa = cards.find((card) => card.detail === 'Visa •••• 4242');
    expect(visa?.usedBy).toEqual([]);
    expect(cards.find((card) => card.detail === 'Mastercard •••• 4444')?.usedBy).toEqual([
      { widgetId, title: 'Only one' },
    ]);

    expect((await deleteCard(visa?._id ?? '')).statusCode).toBe(200);
    expect((await savedCards()).map((card) => card.detail)).toEqual(['Mastercard •••• 4444']);
  });
});
