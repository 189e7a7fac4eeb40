// What billing needs from a card payment provider. Two implement it: Stripe (when
// STRIPE_SECRET_KEY is set) and the built-in test provider (otherwise). Both speak Stripe's
// language: Stripe-style ids, Stripe's statuses, and webhook events in Stripe's shapes, signed the
// Stripe way and posted to POST /webhook/stripe. The billing service reads the provider's current
// state through this interface on every event, never the event's copy, so events that arrive late,
// twice or out of order still leave the right final state.

/** Stripe's subscription statuses, as the provider reports them. */
export type ProviderSubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'paused'
  | 'trialing'
  | 'unpaid';

/** Stripe's invoice statuses. */
export type ProviderInvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface ProviderCard {
  brand: string;
  last4: string;
  country: string;
  expMonth: number;
  expYear: number;
  /**
   * The same for every copy of one card number (Stripe's card.fingerprint): a card entered again
   * is recognised by it. null when the provider gives none.
   */
  fingerprint: string | null;
}

export interface ProviderPaymentMethod {
  id: string;
  /** The customer it is attached to; null once detached. */
  customerId: string | null;
  card: ProviderCard;
  created: Date;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The renewal date (Stripe: the item's current_period_end). */
  currentPeriodEnd: Date;
  /** When it stops, if canceled at the period end (or at a set date); null while it renews. */
  cancelAt: Date | null;
  defaultPaymentMethodId: string | null;
  latestInvoiceId: string | null;
  /** Set at checkout: { checkoutId, widgetId, userId }. */
  metadata: Record<string, string>;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: ProviderInvoiceStatus;
  /** Whole cents: what was paid once paid, else what is due. */
  amountCents: number;
  /** How many charge attempts have failed or succeeded; > 0 on an unpaid invoice means it failed. */
  attemptCount: number;
  created: Date;
  /** The hosted page where the customer can pay it; null when the provider has none. */
  hostedUrl: string | null;
  /** The card charged (paid) or last tried (failed); null when none was tried. */
  paymentMethodId: string | null;
  /** The service period the invoice bills (its line's period); null when it has no line. */
  period: { start: Date; end: Date } | null;
}

export type ProviderCheckoutStatus = 'open' | 'complete' | 'expired';

export interface ProviderCheckoutSession {
  id: string;
  status: ProviderCheckoutStatus;
  customerId: string | null;
  subscriptionId: string | null;
  /** Set at creation: { checkoutId, widgetId, userId }. */
  metadata: Record<string, string>;
}

/** A widget type as the provider sells it: one product, one monthly price in USD. */
export interface ProviderProductInput {
  /** The widget type's name (prorated, yelp …), kept in the product's metadata. */
  typeName: string;
  displayName: string;
  priceCents: number;
  /** The ids stored on the type so far ('' when never synced). */
  productId: string;
  priceId: string;
}

export interface ProviderCheckoutInput {
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** Copied onto both the session and the subscription it creates. Values ≤ 500 characters. */
  metadata: Record<string, string>;
}

/** Thrown by a provider when the provider refuses a request (a declined card, a bad id …). */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    /** Stripe's error code when there is one: card_declined, resource_missing … */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

/** Thrown when the provider cannot be reached or answers 5xx: try again later (503). */
export class ProviderUnavailableError extends Error {
  constructor(message = 'The payment provider is not answering.') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface BillingProvider {
  readonly kind: 'stripe' | 'test';
  /** The secret that signs this provider's webhook events (checked on POST /webhook/stripe). */
  readonly webhookSecret: string;

  /** Creates the product and price when missing, and a new price when the amount changed. */
  syncProduct(input: ProviderProductInput): Promise<{ productId: string; priceId: string }>;

  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;

  /** A hosted checkout in subscription mode for one unit of the price. */
  createCheckoutSession(input: ProviderCheckoutInput): Promise<{ id: string; url: string }>;
  /** null when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;

  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** The customer's subscriptions that have not ended (canceled and expired ones left out). */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** atPeriodEnd: stop at the renewal date (can be resumed until then); otherwise stop now. */
  cancelSubscription(id: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /** Undoes a cancel at the period end. */
  resumeSubscription(id: string): Promise<ProviderSubscription>;
  /** The card future invoices of this subscription are charged to (and the customer's default). */
  setDefaultPaymentMethod(subscriptionId: string, paymentMethodId: string): Promise<ProviderSubscription>;

  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /** Every paid invoice of the subscription, newest first: ids only, so callers retrieve just the ones they lack. */
  listPaidInvoiceIds(subscriptionId: string): Promise<string[]>;
  /** Charges an open invoice now; a declined card throws ProviderRequestError. */
  payInvoice(id: string): Promise<ProviderInvoice>;

  /** Starts a card update; the client confirms it with the provider (Stripe.js or the test card form). */
  createSetupIntent(customerId: string, metadata: Record<string, string>): Promise<{ clientSecret: string }>;
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod | null>;
  listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]>;
  detachPaymentMethod(id: string): Promise<void>;
}
