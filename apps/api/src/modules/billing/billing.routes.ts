import {
  checkoutSessionBodySchema,
  checkoutSessionResponseSchema,
  idParamsSchema,
  paymentMethodsResponseSchema,
  setupIntentResponseSchema,
  subscriptionRowResponseSchema,
  subscriptionsResponseSchema,
  successResponseSchema,
  updatePaymentMethodBodySchema,
  widgetIdParamsSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { replyWithAccountRead } from '../users';
import { throughProvider } from './provider-errors';

// The customer's billing calls (spec 000 §7, 003 §7). Every one needs a signed-in user and acts
// only on that user's own widgets and cards; prices come from the server.

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, subscriptions, paymentMethods } = app.billing;
  app.addHook('onRequest', app.authenticate);

  // POST /create-checkout-session – start paying for the widget being saved
  app.post(
    '/create-checkout-session',
    { schema: { body: checkoutSessionBodySchema, response: { 200: checkoutSessionResponseSchema } } },
    async (request) => throughProvider(() => checkout.create(signedInUser(request), request.body)),
  );

  // GET /subscription – the customer's subscription list
  app.get('/subscription', { schema: { response: { 200: subscriptionsResponseSchema } } }, async (request, reply) => {
    const user = signedInUser(request);
    return replyWithAccountRead(reply, app.accountReads, user.id, 'subscriptions', async () => ({
      data: await subscriptions.list(user),
    }));
  });

  // DELETE /subscription/:widgetId – cancel at the renewal date
  app.delete(
    '/subscription/:widgetId',
    { schema: { params: widgetIdParamsSchema, response: { 200: subscriptionRowResponseSchema } } },
    async (request) => ({
      data: await throughProvider(() => subscriptions.cancel(signedInUser(request), request.params.widgetId)),
    }),
  );

  // POST /subscription/:widgetId/resume – keep a subscription that was set to cancel
  app.post(
    '/subscription/:widgetId/resume',
    { schema: { params: widgetIdParamsSchema, response: { 200: subscriptionRowResponseSchema } } },
    async (request) => ({
      data: await throughProvider(() => subscriptions.resume(signedInUser(request), request.params.widgetId)),
    }),
  );

  // POST /subscription/create-setup-intent/:widgetId – start a card update
  app.post(
    '/subscription/create-setup-intent/:widgetId',
    { schema: { params: widgetIdParamsSchema, response: { 200: setupIntentResponseSchema } } },
    async (request) =>
      throughProvider(() => subscriptions.createSetupIntent(signedInUser(request), request.params.widgetId)),
  );

  // PUT /subscription/update-payment-method/:widgetId – charge the subscription to the confirmed card
  app.put(
    '/subscription/update-payment-method/:widgetId',
    {
      schema: {
        params: widgetIdParamsSchema,
        body: updatePaymentMethodBodySchema,
        response: { 200: subscriptionRowResponseSchema },
      },
    },
    async (request) => ({
      data: await throughProvider(() =>
        subscriptions.updatePaymentMethod(signedInUser(request), request.params.widgetId, request.body),
      ),
    }),
  );

  // GET /paymentMethod – the account's saved cards
  app.get('/paymentMethod', { schema: { response: { 200: paymentMethodsResponseSchema } } }, async (request) => ({
    paymentMethods: await throughProvider(() => paymentMethods.list(signedInUser(request))),
  }));

  // DELETE /paymentMethod/:id – remove a card no live subscription is charged to
  app.delete(
    '/paymentMethod/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => throughProvider(() => paymentMethods.remove(signedInUser(request), request.params.id)),
  );
};
