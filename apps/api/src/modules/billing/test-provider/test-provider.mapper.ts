import type {
  ProviderCheckoutSession,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderSubscription,
} from '../billing.provider';
import { fromUnix } from './test-clock';
import type { TestCheckoutSession, TestInvoice, TestPaymentMethod, TestSubscription } from './test-objects.schema';

// Stripe-shaped objects → the billing domain's provider types, read the way the Stripe provider
// reads Stripe's (the period from the item, the card from the invoice's payment intent).

export function toProviderCheckoutSession(session: TestCheckoutSession): ProviderCheckoutSession {
  return {
    id: session.id,
    status: session.status,
    customerId: session.customer,
    subscriptionId: session.subscription,
    metadata: { ...session.metadata },
  };
}

export function toProviderSubscription(subscription: TestSubscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    currentPeriodEnd: fromUnix(item?.current_period_end ?? subscription.start_date),
    cancelAt: subscription.cancel_at === null ? null : fromUnix(subscription.cancel_at),
    defaultPaymentMethodId: subscription.default_payment_method,
    latestInvoiceId: subscription.latest_invoice,
    metadata: { ...subscription.metadata },
  };
}

export function toProviderInvoice(invoice: TestInvoice): ProviderInvoice {
  const payment = invoice.payments.data.at(-1);
  const intent = payment?.payment.payment_intent;
  const line = invoice.lines.data[0];
  return {
    id: invoice.id,
    customerId: invoice.customer,
    subscriptionId: invoice.parent.subscription_details.subscription,
    status: invoice.status,
    amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    attemptCount: invoice.attempt_count,
    created: fromUnix(invoice.created),
    hostedUrl: invoice.hosted_invoice_url,
    // As Stripe's: a failed attempt names its card in last_payment_error, not in payment_method.
    paymentMethodId: intent?.payment_method ?? intent?.last_payment_error?.payment_method?.id ?? null,
    period: line ? { start: fromUnix(line.period.start), end: fromUnix(line.period.end) } : null,
  };
}

export function toProviderPaymentMethod(paymentMethod: TestPaymentMethod): ProviderPaymentMethod {
  const { card } = paymentMethod;
  return {
    id: paymentMethod.id,
    customerId: paymentMethod.customer,
    card: {
      brand: card.brand,
      last4: card.last4,
      country: card.country,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      fingerprint: card.fingerprint,
    },
    created: fromUnix(paymentMethod.created),
  };
}
