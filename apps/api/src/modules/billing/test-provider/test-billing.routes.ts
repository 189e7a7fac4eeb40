import {
  billingAdvanceBodySchema,
  billingAdvanceResponseSchema,
  testCardSetupBodySchema,
  testCardSetupResponseSchema,
} from '@widgetry/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProviderRequestError } from '../billing.provider';
import { renderCheckoutPage } from './pages/checkout.page';
import { renderInvoicePage } from './pages/invoice.page';
import type { TestBillingProvider } from './test-provider';

// The test provider's own pages and calls, what api.stripe.com and checkout.stripe.com are to
// Stripe: the hosted checkout and invoice pages, the card setup confirmation the dashboard calls
// (cross-origin, like Stripe.js), and the test clock. app.ts registers this plugin only with the
// test provider and never in production.

export interface TestBillingRoutesOptions {
  provider: TestBillingProvider;
  /** The dashboard's origin: the checkout form's POST redirects there (success_url). */
  appUrl: string;
}

/** The card form is three short fields; anything bigger is not ours. */
const FORM_BODY_LIMIT_BYTES = 4 * 1024;

const idParamsSchema = z.object({ id: z.string().min(1).max(255) });
const cardFormSchema = testCardSetupBodySchema.pick({ cardNumber: true, expiry: true, cvc: true });
const messageSchema = z.object({ message: z.string() });
/**
 * The hosted pages' answers, for the OpenAPI document: a page whatever the status (sent as text,
 * which Fastify never serialises), or a redirect back to the app once paid.
 */
const pageSchema = z.string().describe('The hosted page (HTML).');
const PAGE_SCHEMA = { produces: ['text/html'] };
const PAGE_RESPONSES: Record<number, z.ZodType> = { 200: pageSchema, 404: pageSchema, 410: pageSchema };
const PAYMENT_PAGE_RESPONSES: Record<number, z.ZodType> = {
  ...PAGE_RESPONSES,
  303: z.null().describe("Paid: on to the app's success page (Location)."),
  402: pageSchema,
  409: pageSchema,
};

function pageHeaders(appUrl: string): Record<string, string> {
  // Chrome applies form-action to the redirect that follows the POST, so the app's origin (the
  // success URL) is allowed besides our own.
  const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(appUrl).origin}; frame-ancestors 'none'`;
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}

/** A card refusal's HTTP status: 402 for the card, 404 for an unknown id, 409 for a finished object. */
function refusalStatus(error: ProviderRequestError): 402 | 404 | 409 {
  if (error.code === 'resource_missing') return 404;
  if (error.code?.endsWith('_unexpected_state')) return 409;
  return 402;
}

export const testBillingRoutes: FastifyPluginAsyncZod<TestBillingRoutesOptions> = async (app, { provider, appUrl }) => {
  const headers = pageHeaders(appUrl);
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(headers).send(html);

  // The hosted pages post ordinary HTML forms; the parser lives in this plugin's scope only.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );
  }

  // GET /test-billing/checkout/:id – the hosted checkout page
  app.get(
    '/test-billing/checkout/:id',
    { schema: { params: idParamsSchema, response: PAGE_RESPONSES, ...PAGE_SCHEMA } },
    async (request, reply) => {
      const view = await provider.checkoutPage(request.params.id);
      const status = view.state === 'missing' ? 404 : view.state === 'expired' ? 410 : 200;
      return sendPage(reply, status, renderCheckoutPage({ view }));
    },
  );

  // POST /test-billing/checkout/:id – pay the checkout with the typed card, then back to the app
  app.post(
    '/test-billing/checkout/:id',
    { schema: { params: idParamsSchema, body: cardFormSchema, response: PAYMENT_PAGE_RESPONSES, ...PAGE_SCHEMA } },
    async (request, reply) => {
      const { id } = request.params;
      try {
        const completion = await provider.completeCheckout(id, request.body);
        if (completion.paid) return reply.header('cache-control', 'no-store').redirect(completion.successUrl, 303);
        const { view } = completion;
        // Paid already (a second click): the customer belongs on the success page.
        if (view.state === 'complete') return reply.redirect(view.successUrl, 303);
        return sendPage(reply, view.state === 'missing' ? 404 : 410, renderCheckoutPage({ view }));
      } catch (error) {
        if (!(error instanceof ProviderRequestError)) throw error;
        const view = await provider.checkoutPage(id);
        return sendPage(reply, 402, renderCheckoutPage({ view, error: error.message, expiry: request.body.expiry }));
      }
    },
  );

  // GET /test-billing/invoices/:id – the hosted invoice page
  app.get(
    '/test-billing/invoices/:id',
    { schema: { params: idParamsSchema, response: PAGE_RESPONSES, ...PAGE_SCHEMA } },
    async (request, reply) => {
      const view = await provider.invoicePage(request.params.id);
      return sendPage(reply, view === null ? 404 : 200, renderInvoicePage({ view }));
    },
  );

  // POST /test-billing/invoices/:id – pay the open invoice with the typed card
  app.post(
    '/test-billing/invoices/:id',
    { schema: { params: idParamsSchema, body: cardFormSchema, response: PAYMENT_PAGE_RESPONSES, ...PAGE_SCHEMA } },
    async (request, reply) => {
      const { id } = request.params;
      try {
        const view = await provider.payInvoiceWithCard(id, request.body);
        return sendPage(reply, 200, renderInvoicePage({ view }));
      } catch (error) {
        if (!(error instanceof ProviderRequestError)) throw error;
        const view = await provider.invoicePage(id);
        const status = view === null ? 404 : refusalStatus(error);
        return sendPage(reply, status, renderInvoicePage({ view, error: error.message, expiry: request.body.expiry }));
      }
    },
  );

  // POST /test-billing/setup-intents/confirm – save a card for a setup intent (Stripe.js's confirmCardSetup)
  app.post(
    '/test-billing/setup-intents/confirm',
    {
      schema: {
        body: testCardSetupBodySchema,
        response: { 200: testCardSetupResponseSchema, 402: messageSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      try {
        return await provider.confirmSetupIntent(request.body);
      } catch (error) {
        if (!(error instanceof ProviderRequestError)) throw error;
        return reply.code(refusalStatus(error)).send({ message: error.message });
      }
    },
  );

  // POST /dev/billing/advance – move the test clock forward, doing what falls due (admins only)
  app.post(
    '/dev/billing/advance',
    {
      onRequest: app.authenticateAdmin,
      schema: { body: billingAdvanceBodySchema, response: { 200: billingAdvanceResponseSchema } },
    },
    async (request) => {
      const now = await provider.clock.advance(request.body.days);
      return { now: now.toISOString() };
    },
  );
};
