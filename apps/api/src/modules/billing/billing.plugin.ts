import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { WidgetRow, WidgetTypeRow } from '../../db/schema';
import type { AccountDeletedHook } from '../users';
import { type Billing, createBilling } from './billing';
import { type ConfiguredProvider, createConfiguredProvider, type DeliverEvent } from './configured-provider';
import { throughProvider } from './provider-errors';
import { testBillingRoutes } from './test-provider/test-billing.routes';
import { webhookEventsProcessed, workWebhookEvents } from './webhook-events.jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing module's services (server start syncs prices with them; tests drive them). */
    billing: Billing;
  }
}

export interface BillingPluginOptions {
  config: Config;
  /**
   * The payment provider, given the function that posts its events to this app's webhook route;
   * default: Stripe when configured, else the built-in test provider (tests give their own).
   */
  billingProvider?: (deliver: DeliverEvent) => ConfiguredProvider;
}

/**
 * Billing over the configured provider, its webhook events worked as jobs, and with the built-in
 * provider (never in production) its checkout, invoice and card pages and its clock.
 */
export const billingPlugin = fp<BillingPluginOptions>(
  async (app, { config, billingProvider }) => {
    // The provider's events reach the same route Stripe's do, through the whole request path.
    const deliver: DeliverEvent = async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: '/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      // The route answers before the event is processed; the built-in provider's delivery waits for it.
      await webhookEventsProcessed(app.jobs);
      return { statusCode: response.statusCode };
    };
    const configured = billingProvider?.(deliver) ?? createConfiguredProvider(config, app.db, deliver);
    const billing = createBilling({
      db: app.db,
      provider: configured.provider,
      embedCache: app.embedCache,
      userCache: app.userCache,
      mailer: app.mailer,
      appUrl: config.appUrl,
      widgetsPerUserMax: config.widgetsPerUserMax,
      log: app.log,
    });
    app.decorate('billing', billing);
    await workWebhookEvents(app.jobs, billing);
    if (configured.kind === 'test' && config.env !== 'production') {
      await app.register(testBillingRoutes, { provider: configured.provider, appUrl: config.appUrl });
      // Local and instant: the catalogue carries price ids before the first page asks for them. A
      // database that is down at start is the health check's to report, not a reason not to start.
      app.addHook('onReady', async () => {
        await billing.checkout
          .syncAllPrices()
          .catch((error: unknown) => app.log.warn({ err: error }, 'price sync failed'));
      });
    }
  },
  { name: 'billing', dependencies: ['db', 'jobs', 'embed-cache', 'users', 'mailer'] },
);

/** What other modules' routes ask of billing, each failure answered in the product's error shape. */
export function billingHooksOf(billing: Billing) {
  const endSubscription = (widget: WidgetRow) => throughProvider(() => billing.subscriptions.endNow(widget));
  return {
    settleCheckout: (userId: string, widgetId: string) =>
      throughProvider(() => billing.checkout.settle(userId, widgetId)),
    endSubscription,
    syncPrice: (type: WidgetTypeRow) => throughProvider(() => billing.checkout.syncPrice(type)),
    /** Before an account is deleted: its live subscriptions end at the provider. */
    endSubscriptions: (async (user) => {
      for (const widget of await billing.repo.listLiveSubscriptions(user.id)) await endSubscription(widget);
    }) satisfies AccountDeletedHook,
  };
}
