import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import { testBillingRoutes } from './test-billing.routes';
import type { CardInput } from './test-cards';
import { DAY_MS } from './test-clock';
import {
  APP_URL,
  CARDS,
  openCheckout,
  type ProviderHarness,
  saveCard,
  subscribe,
  useProviderHarness,
} from './test-provider.fixtures';

const CSP = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${APP_URL}; frame-ancestors 'none'`;
const ADMIN = { 'x-test-admin': 'yes' };

/** A bare Fastify with the zod type provider, the plugin, and a stand-in for the admin check. */
async function buildRoutesApp(harness: ProviderHarness) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('authenticateAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['x-test-admin'] !== 'yes') return reply.code(403).send({ error: 'Forbidden' });
  });
  await app.register(testBillingRoutes, { provider: harness.provider, appUrl: `${APP_URL}/` });
  await app.ready();
  return app;
}

const form = (card: CardInput) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ ...card }).toString(),
});

describe.each(databaseTargets())('test billing routes on $name', (target) => {
  const env = useProviderHarness(target);
  let app: Awaited<ReturnType<typeof buildRoutesApp>>;

  beforeEach(async () => {
    app = await buildRoutesApp(env.harness);
    return () => app.close();
  });

  const checkoutPath = (id: string) => `/test-billing/checkout/${id}`;

  it('shows the hosted checkout: product, $x.xx/month, email, labelled card fields, Subscribe and Cancel', async () => {
    const { session } = await openCheckout(env.harness.provider);
    const page = await app.inject({ method: 'GET', url: checkoutPath(session.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CSP);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('Prorated Rent Calculator');
    expect(html).toContain('$12.50/month');
    expect(html).toContain('buyer@example.com');
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry'],
      ['cvc', 'CVC'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(html).toContain('placeholder="MM / YY"');
    expect(html).toMatch(/<button type="submit">Subscribe<\/button>/);
    expect(html).toContain(`<a class="link" href="${APP_URL}/editor?canceled=1">Cancel</a>`);
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes every value it shows', async () => {
    const { priceId } = await env.harness.provider.syncProduct({
      typeName: 'evil',
      displayName: '<script>alert("x")</script> & co',
      priceCents: 500,
      productId: '',
      priceId: '',
    });
    const customerId = await env.harness.provider.createCustomer({
      email: '"><img src=x onerror=alert(1)>@example.com',
      name: 'Eve',
      userId: 'user-3',
    });
    const session = await env.harness.provider.createCheckoutSession({
      customerId,
      priceId,
      successUrl: `${APP_URL}/home`,
      cancelUrl: 'javascript:alert(1)',
      metadata: {},
    });
    const declined = await app.inject({
      method: 'POST',
      url: checkoutPath(session.id),
      ...form({ ...CARDS.declined, expiry: '"><b>12/34' }),
    });
    for (const html of [(await app.inject({ method: 'GET', url: checkoutPath(session.id) })).body, declined.body]) {
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
      expect(html).not.toContain('<img');
      expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com');
      // A link that is not a web address is left out rather than written.
      expect(html).not.toContain('javascript:');
    }
    expect(declined.body).toContain('value="&quot;&gt;&lt;b&gt;12/34"');
  });

  it('shows a refusal with status 402 in an alert, keeps the expiry, never echoes the card number', async () => {
    const { session } = await openCheckout(env.harness.provider);
    for (const [card, message] of [
      [CARDS.declined, 'Your card was declined.'],
      [{ ...CARDS.visa, expiry: '14 / 30' }, 'Your card&#39;s expiration month is invalid.'],
      [CARDS.invalidNumber, 'Your card number is invalid.'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: checkoutPath(session.id), ...form(card) });
      expect(response.statusCode).toBe(402);
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.body).toContain(`<p class="alert" role="alert">${message}</p>`);
      expect(response.body).toContain(`value="${card.expiry}"`);
      const numberInput = /<input id="cardNumber"[^>]*>/.exec(response.body)?.[0];
      expect(numberInput).toBeDefined();
      expect(numberInput).not.toContain('value=');
      expect(response.body).not.toContain(card.cardNumber.replaceAll(' ', ''));
      // The page's hint names 4242 4242 4242 4242; any other number typed appears nowhere.
      if (card.cardNumber !== CARDS.visa.cardNumber) expect(response.body).not.toContain(card.cardNumber);
      expect(response.body).toContain('<button type="submit">Subscribe</button>');
    }
    expect(env.harness.accepted).toEqual([]);
  });

  it('pays with a test card and redirects (303) to the success URL; a second post lands there too', async () => {
    const { session } = await openCheckout(env.harness.provider);
    const paid = await app.inject({ method: 'POST', url: checkoutPath(session.id), ...form(CARDS.visa) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${APP_URL}/home?checkout=${session.id}`);
    expect(env.harness.acceptedTypes().at(-1)).toBe('checkout.session.completed');
    expect((await env.harness.provider.retrieveCheckoutSession(session.id))?.status).toBe('complete');

    const again = await app.inject({ method: 'POST', url: checkoutPath(session.id), ...form(CARDS.visa) });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${APP_URL}/home?checkout=${session.id}`);
    const complete = await app.inject({ method: 'GET', url: checkoutPath(session.id) });
    expect(complete.statusCode).toBe(200);
    expect(complete.body).toContain('Payment complete');
    expect(complete.body).toContain(`href="${APP_URL}/home?checkout=${session.id}"`);
    expect(complete.body).not.toContain('Card number');
  });

  it('says clearly when a checkout is unknown or expired', async () => {
    const unknown = await app.inject({ method: 'GET', url: checkoutPath('cs_test_nothing') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Checkout not found');
    expect(unknown.headers['content-security-policy']).toBe(CSP);

    const { session } = await openCheckout(env.harness.provider);
    await env.harness.provider.clock.advance(1);
    const expired = await app.inject({ method: 'GET', url: checkoutPath(session.id) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This checkout has expired');
    expect(expired.body).not.toContain('Card number');
    const late = await app.inject({ method: 'POST', url: checkoutPath(session.id), ...form(CARDS.visa) });
    expect(late.statusCode).toBe(410);
  });

  it('refuses a form body past its size cap', async () => {
    const { session } = await openCheckout(env.harness.provider);
    const response = await app.inject({
      method: 'POST',
      url: checkoutPath(session.id),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cardNumber=${'4'.repeat(10_000)}&expiry=12%2F34&cvc=123`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('shows the hosted invoice page and pays an open invoice with the typed card', async () => {
    const { subscription, customerId } = await subscribe(env.harness.provider);
    const { paymentMethodId } = await saveCard(env.harness.provider, customerId, CARDS.chargeFails);
    await env.harness.provider.setDefaultPaymentMethod(subscription.id, paymentMethodId);
    await env.harness.provider.clock.advance(32);
    const provided = await env.harness.provider.retrieveSubscription(subscription.id);
    expect(provided?.status).toBe('past_due');
    const invoice = await env.harness.provider.retrieveInvoice(String(provided?.latestInvoiceId));
    const path = new URL(String(invoice?.hostedUrl)).pathname;

    const open = await app.inject({ method: 'GET', url: path });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-security-policy']).toBe(CSP);
    expect(open.body).toContain('$12.50');
    expect(open.body).toContain('<span class="status">Due</span>');
    expect(open.body).toContain('<label for="cardNumber">Card number</label>');
    expect(open.body).toContain('<button type="submit">Pay</button>');

    const refused = await app.inject({ method: 'POST', url: path, ...form(CARDS.chargeFails) });
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('<p class="alert" role="alert">Your card was declined.</p>');
    expect(refused.body).toContain('value="1234"');

    env.harness.reset();
    const paid = await app.inject({ method: 'POST', url: path, ...form(CARDS.mastercard) });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('<span class="status">Paid</span>');
    expect(paid.body).not.toContain('<button');
    expect(env.harness.acceptedTypes()).toEqual([
      'payment_method.attached',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    const after = await env.harness.provider.retrieveInvoice(String(invoice?.id));
    expect(after).toMatchObject({ status: 'paid' });
    expect(await env.harness.provider.retrievePaymentMethod(String(after?.paymentMethodId))).toMatchObject({
      customerId,
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect((await env.harness.provider.retrieveSubscription(subscription.id))?.status).toBe('active');

    const again = await app.inject({ method: 'GET', url: path });
    expect(again.body).toContain('<span class="status">Paid</span>');
    expect(again.body).not.toContain('Card number');
    expect((await app.inject({ method: 'GET', url: '/test-billing/invoices/in_nothing' })).statusCode).toBe(404);
  });

  it('confirms a card setup: the payment method, or 402 with the card message', async () => {
    const { customerId } = await openCheckout(env.harness.provider);
    const { clientSecret } = await env.harness.provider.createSetupIntent(customerId, {});
    const url = '/test-billing/setup-intents/confirm';

    const declined = await app.inject({ method: 'POST', url, payload: { clientSecret, ...CARDS.declined } });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    const invalid = await app.inject({ method: 'POST', url, payload: { clientSecret, ...CARDS.visa, cvc: '1' } });
    expect(invalid.statusCode).toBe(402);
    expect(invalid.json()).toEqual({ message: "Your card's security code is invalid." });
    const unknown = await app.inject({
      method: 'POST',
      url,
      payload: { clientSecret: 'seti_x_secret_y', ...CARDS.visa },
    });
    expect(unknown.statusCode).toBe(404);

    const saved = await app.inject({ method: 'POST', url, payload: { clientSecret, ...CARDS.visa } });
    expect(saved.statusCode).toBe(200);
    const { paymentMethodId } = saved.json();
    expect(paymentMethodId).toMatch(/^pm_/);
    expect(await env.harness.provider.retrievePaymentMethod(paymentMethodId)).toMatchObject({ customerId });
  });

  it('moves the test clock for an admin only', async () => {
    const url = '/dev/billing/advance';
    const refused = await app.inject({ method: 'POST', url, payload: { days: 3 } });
    expect(refused.statusCode).toBe(403);
    const before = await env.harness.provider.clock.now();
    expect((await env.harness.provider.clock.now()).getTime() - before.getTime()).toBeLessThan(DAY_MS);

    const invalid = await app.inject({ method: 'POST', url, headers: ADMIN, payload: { days: 0 } });
    expect(invalid.statusCode).toBe(400);
    const moved = await app.inject({ method: 'POST', url, headers: ADMIN, payload: { days: 3 } });
    expect(moved.statusCode).toBe(200);
    const now = Date.parse(moved.json().now);
    expect(now - before.getTime()).toBeGreaterThanOrEqual(3 * DAY_MS);
    expect(now - before.getTime()).toBeLessThan(3 * DAY_MS + 60_000);
  });
});
