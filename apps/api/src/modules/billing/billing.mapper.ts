import type { CardUse, Payment, PaymentMethod, SubscriptionRow, SubscriptionStatus } from '@widgetry/contracts';
import type { PaymentMethodRow, PaymentRow } from '../../db/schema';
import { centsToDollars } from '../catalog';
import type { WidgetWithTypeRow } from '../widgets';
import type { ProviderCard, ProviderPaymentMethod, ProviderSubscriptionStatus } from './billing.provider';
import type { PaymentMethodUpsert } from './billing.repository';

/**
 * Stripe's statuses in the product's list (spec 003 §4). A trial is served like an active
 * subscription; a paused one collects nothing, so it is shown as awaiting payment.
 */
export function toSubStatus(status: ProviderSubscriptionStatus): SubscriptionStatus {
  if (status === 'trialing') return 'active';
  if (status === 'paused') return 'unpaid';
  return status;
}

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** What the customer reads for a card, e.g. "Visa •••• 4242". */
export function cardDetail(card: Pick<ProviderCard, 'brand' | 'last4'>): string {
  const brand = BRAND_NAMES[card.brand] ?? (card.brand === '' ? 'Card' : card.brand);
  return `${brand} •••• ${card.last4}`;
}

export function toPaymentMethodUpsert(userId: string, method: ProviderPaymentMethod): PaymentMethodUpsert {
  return {
    userId,
    stripePaymentMethodId: method.id,
    paymentMethodType: 'card',
    brand: method.card.brand,
    last4: method.card.last4,
    country: method.card.country,
    expMonth: method.card.expMonth,
    expYear: method.card.expYear,
    detail: cardDetail(method.card),
  };
}

/**
 * The provider's id is the method's `_id`: it is what DELETE /paymentMethod/{id} names. `usedBy`:
 * the widgets it pays for, when the caller knows them (the admin console does not ask).
 */
export function toPaymentMethod(row: PaymentMethodRow, usedBy?: CardUse[]): PaymentMethod {
  return {
    _id: row.stripePaymentMethodId,
    paymentMethodType: row.paymentMethodType,
    detail: row.detail,
    card: {
      brand: row.brand,
      last4: row.last4,
      country: row.country,
      exp_month: row.expMonth ?? 1,
      exp_year: row.expYear ?? 0,
    },
    ...(usedBy === undefined ? {} : { usedBy }),
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId ?? '',
    userName: row.userName,
    ...(row.widgetId ? { widgetId: row.widgetId } : {}),
    widgetName: row.widgetName,
    amount: centsToDollars(row.amountCents),
    methodDetail: row.methodDetail,
    ...(row.status ? { status: row.status } : {}),
    created: Math.floor(row.created.getTime() / 1000),
    ...(row.invoiceUrl ? { invoiceUrl: row.invoiceUrl } : {}),
  };
}

/** A paid widget as a row of the customer's subscription list (spec 003 §2). */
export function toSubscriptionRow(
  { widget, type }: WidgetWithTypeRow,
  payments: readonly PaymentRow[],
): SubscriptionRow {
  return {
    _id: widget.id,
    id: widget.id,
    title: widget.title,
    widgetType: { id: type.id, name: type.name, displayName: type.displayName, price: centsToDollars(type.priceCents) },
    subStatus: widget.subStatus,
    expires: widget.expires?.toISOString() ?? null,
    createdAt: widget.createdAt.toISOString(),
    subscriptionId: widget.subscriptionId,
    defaultPaymentMethod: widget.defaultPaymentMethod ? { detail: widget.defaultPaymentMethod } : null,
    cancelAt: widget.cancelAt?.toISOString() ?? null,
    hostedUrl: widget.hostedUrl,
    payments: payments.filter((payment) => payment.widgetId === widget.id).map(toPayment),
  };
}
