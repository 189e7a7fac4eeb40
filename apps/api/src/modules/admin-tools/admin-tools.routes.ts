import {
  toolCountResponseSchema,
  updatePaymentsToolResponseSchema,
  updateWidgetsToolResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { throughProvider } from '../billing';
import { createAdminToolsService } from './admin-tools.service';

// The admin console's Tools page (spec 003 §2, §7). A failure is answered as `{ error }`, which
// the console appends to its log as an error line (§8); a provider failure says so (402/503).

export const adminToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app;
  const service = createAdminToolsService({
    repo: app.adminToolsRepository,
    provider: billing.provider,
    customerOf: (user) => billing.checkout.customerOf(user),
    applySubscription: (widgetId, subscription) => billing.sync.applySubscription(widgetId, subscription),
  });
  app.addHook('onRequest', app.authenticateAdmin);

  // PUT /devadmin/tool/update-user – give paying users their missing provider customer
  app.put('/devadmin/tool/update-user', { schema: { response: { 200: toolCountResponseSchema } } }, () =>
    throughProvider(() => service.updateUsers()),
  );

  // PUT /devadmin/tool/update-payment – fill the empty columns of payment rows
  app.put('/devadmin/tool/update-payment', { schema: { response: { 200: updatePaymentsToolResponseSchema } } }, () =>
    throughProvider(() => service.updatePayments()),
  );

  // PUT /devadmin/tool/update-widget – subscription status, renewal date and card from the provider
  app.put('/devadmin/tool/update-widget', { schema: { response: { 200: updateWidgetsToolResponseSchema } } }, () =>
    throughProvider(() => service.updateWidgets()),
  );

  // PUT /devadmin/tool/add-renewal-payments – import paid invoices not recorded as payments
  app.put('/devadmin/tool/add-renewal-payments', { schema: { response: { 200: toolCountResponseSchema } } }, () =>
    throughProvider(() => service.addRenewalPayments()),
  );
};
