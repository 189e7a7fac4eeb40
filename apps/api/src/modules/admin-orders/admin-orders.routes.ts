import {
  adminPaymentCreateBodySchema,
  adminPaymentResponseSchema,
  adminStatsResponseSchema,
  collectionBodySchema,
  idParamsSchema,
  ordersCollectionResponseSchema,
  paymentsCollectionResponseSchema,
  successResponseSchema,
  userIdParamsSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth';
import { createAdminOrdersService } from './admin-orders.service';

// The console's orders, payments and figures (spec 003 §2 Subscriptions, Payments, Dashboard; §7).

export interface AdminOrdersRoutesOptions {
  now: () => Date;
}

export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = async (app, { now }) => {
  const orders = app.adminOrdersRepository;
  const audit = app.auditRepository;
  const service = createAdminOrdersService({ orders, audit, now });
  const manualOrders = app.manualOrders;
  // Before the body is read: a customer learns nothing about these routes but the 403.
  app.addHook('onRequest', app.authenticateAdmin);

  // POST /devadmin/collection – one filtered page of orders or payments, with the total
  app.post(
    '/devadmin/collection',
    {
      schema: {
        body: collectionBodySchema,
        response: { 200: z.union([ordersCollectionResponseSchema, paymentsCollectionResponseSchema]) },
      },
    },
    async (request) => service.collection(request.body.collectionName, request.query),
  );

  // DELETE /devadmin/widget/:id – delete any customer's widget, ending its subscription first
  app.delete(
    '/devadmin/widget/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => manualOrders.remove(signedInUser(request), request.params.id),
  );

  // POST /devadmin/payment/:userId – record a payment by hand
  app.post(
    '/devadmin/payment/:userId',
    {
      schema: {
        params: userIdParamsSchema,
        body: adminPaymentCreateBodySchema,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => service.createPayment(signedInUser(request), request.params.userId, request.body),
  );

  // DELETE /devadmin/payment/:id – delete a payment
  app.delete(
    '/devadmin/payment/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => service.deletePayment(signedInUser(request), request.params.id),
  );

  // GET /devadmin/stats – the console Dashboard's figures
  app.get('/devadmin/stats', { schema: { response: { 200: adminStatsResponseSchema } } }, async () => service.stats());
};
