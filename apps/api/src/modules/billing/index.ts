// The billing module as other modules and the composition see it.
export type { Billing } from './billing';
export { cardDetail, toPayment, toPaymentMethod, toSubStatus, toSubscriptionRow } from './billing.mapper';
export { billingHooksOf, billingPlugin } from './billing.plugin';
export { type BillingProvider, type ProviderSubscription, ProviderUnavailableError } from './billing.provider';
export { createBillingRepository, type PaymentUpsert } from './billing.repository';
export { billingRoutes } from './billing.routes';
export type { ConfiguredProvider, DeliverEvent } from './configured-provider';
export { throughProvider } from './provider-errors';
export { createTestProvider, type TestBillingProvider } from './test-provider/test-provider';
export { webhookRoutes } from './webhook.routes';
