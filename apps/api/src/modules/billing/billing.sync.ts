import { formatMoney } from '@widgetry/calculators';
import type { CheckoutRow } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mail.types';
import { paymentFailedMail, paymentReceiptMail } from '../mail';
import type { WidgetChangeListener } from '../widgets';
import { cardDetail, toPaymentMethodUpsert, toSubStatus } from './billing.mapper';
import type { BillingProvider, ProviderSubscription } from './billing.provider';
import type { BillingRepository, WidgetSubscriptionState } from './billing.repository';
import type { SavedCards } from './saved-cards';
import type { SignedEvent } from './webhook-signature';

// Keeps our rows equal to the provider's. Every entry point reads the provider's CURRENT state of
// the object it was told about and writes that, so a late, repeated or out-of-order event can only
// ever write the latest truth; nothing here applies a delta from an event's own copy.

const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'past_due']);

export interface BillingSyncDeps {
  repo: BillingRepository;
  provider: BillingProvider;
  /** What the embed endpoint serves from memory must not outlive a status change. */
  embedCache: WidgetChangeListener;
  mailer: Pick<Mailer, 'sendInBackground'>;
  appUrl: string;
  log: { warn(object: object, message: string): void };
  cards: Pick<SavedCards, 'mergeDuplicates'>;
}

/** The mails an invoice's current state calls for; which one goes out depends on the event. */
interface InvoiceMails {
  /** While the invoice is unpaid after an attempt. */
  failed: Mail | null;
  /** Once it is paid. */
  receipt: Mail | null;
}
const NO_MAILS: InvoiceMails = { failed: null, receipt: null };

export function createBillingSync({ repo, provider, embedCache, mailer, appUrl, log, cards }: BillingSyncDeps) {
  async function paymentMethodDetail(id: string | null): Promise<string | null> {
    if (id === null) return null;
    const method = await provider.retrievePaymentMethod(id);
    return method ? cardDetail(method.card) : null;
  }

  /** The widget's columns for a subscription as the provider has it now. */
  async function stateOf(subscription: ProviderSubscription): Promise<WidgetSubscriptionState> {
    const invoice = subscription.latestInvoiceId ? await provider.retrieveInvoice(subscription.latestInvoiceId) : null;
    const subStatus = toSubStatus(subscription.status);
    return {
      subscriptionId: subscription.id,
      subStatus,
      expires: subscription.currentPeriodEnd,
      cancelAt: subStatus === 'canceled' ? null : subscription.cancelAt,
      // The Renew / Proceed link of spec 000 §4 leads to the invoice still waiting to be paid.
      hostedUrl: invoice?.status === 'open' ? invoice.hostedUrl : null,
      defaultPaymentMethod: await paymentMethodDetail(subscription.defaultPaymentMethodId),
    };
  }

  /**
   * Turns a completed checkout into its widget, once: a new widget is inserted under the id chosen
   * at checkout, a widget bought again takes the new subscription. A second completion finds the
   * checkout complete and does nothing.
   */
  async function completeCheckout(checkout: CheckoutRow, subscription: ProviderSubscription): Promise<void> {
    const existing = await repo.findWidget(checkout.widgetId);
    const state = await stateOf(subscription);
    if (!existing) {
      const type = await repo.findType(checkout.widgetTypeId);
      await repo.createPurchasedWidget(checkout, type?.displayName ?? '', state);
    } else if (
      existing.widget.subscriptionId !== null &&
      existing.widget.subscriptionId !== subscription.id &&
      LIVE_STATUSES.has(existing.widget.subStatus ?? '')
    ) {
      // Paid twice for one widget (two tabs): keep the first subscription, end the duplicate now.
      log.warn({ widgetId: existing.widget.id, subscriptionId: subscription.id }, 'duplicate subscription canceled');
      await provider.cancelSubscription(subscription.id, { atPeriodEnd: false });
    } else {
      await repo.restartWidget(checkout, state);
    }
    await repo.setCheckoutStatus(checkout.id, 'complete', new Date());
    embedCache.invalidate(checkout.widgetId);
  }

  async function checkoutOfSession(sessionId: string, checkoutId: string | undefined) {
    return (
      (await repo.findCheckoutBySession(sessionId)) ?? (checkoutId ? await repo.findCheckout(checkoutId) : undefined)
    );
  }

  /** checkout.session.* – and the success page, which may arrive before the event does. */
  async function syncCheckout(sessionId: string): Promise<void> {
    const session = await provider.retrieveCheckoutSession(sessionId);
    if (!session) return;
    const checkout = await checkoutOfSession(session.id, session.metadata.checkoutId);
    if (checkout?.status !== 'open') return;
    if (session.status === 'expired') {
      await repo.setCheckoutStatus(checkout.id, 'expired', null);
      return;
    }
    if (session.status !== 'complete' || session.subscriptionId === null) return;
    const subscription = await provider.retrieveSubscription(session.subscriptionId);
    if (subscription) await completeCheckout(checkout, subscription);
  }

  /** customer.subscription.* */
  async function syncSubscription(subscriptionId: string): Promise<string | null> {
    const linked = await repo.findWidgetBySubscription(subscriptionId);
    if (!linked) {
      // Not linked yet: the subscription's events can beat checkout.session.completed.
      const subscription = await provider.retrieveSubscription(subscriptionId);
      const checkoutId = subscription?.metadata.checkoutId;
      const checkout = checkoutId ? await repo.findCheckout(checkoutId) : undefined;
      if (checkout?.sessionId) await syncCheckout(checkout.sessionId);
      return (await repo.findWidgetBySubscription(subscriptionId))?.widget.id ?? null;
    }
    const subscription = await provider.retrieveSubscription(subscriptionId);
    if (!subscription) return linked.widget.id;
    await repo.setWidgetSubscription(linked.widget.id, await stateOf(subscription));
    embedCache.invalidate(linked.widget.id);
    return linked.widget.id;
  }

  /**
   * invoice.* – one payment row per invoice, with the invoice's current outcome and its page at
   * the provider. Answers the mail the invoice's state calls for: a receipt once paid, a
   * payment-failed mail while unpaid after an attempt.
   */
  async function syncInvoice(invoiceId: string): Promise<InvoiceMails> {
    const invoice = await provider.retrieveInvoice(invoiceId);
    if (!invoice?.subscriptionId) return NO_MAILS;
    const widgetId = await syncSubscription(invoice.subscriptionId);
    if (widgetId === null) return NO_MAILS;
    const row = await repo.findWidget(widgetId);
    if (!row) return NO_MAILS;
    const owner = await repo.findUser(row.widget.userId);
    const paid = invoice.status === 'paid';
    if (!paid && invoice.attemptCount === 0) return NO_MAILS;
    const card = (await paymentMethodDetail(invoice.paymentMethodId)) ?? '';
    await repo.upsertPayment({
      stripeInvoiceId: invoice.id,
      userId: row.widget.userId,
      widgetId,
      userName: owner?.displayName ?? '',
      widgetName: row.widget.title,
      amountCents: invoice.amountCents,
      methodDetail: card,
      status: paid ? 'paid' : 'failed',
      created: invoice.created,
      invoiceUrl: invoice.hostedUrl,
    });
    if (!owner) return NO_MAILS;
    const mail = {
      to: owner.email,
      displayName: owner.displayName,
      widgetTitle: row.widget.title,
      amount: formatMoney(invoice.amountCents / 100),
    };
    if (paid) {
      const link = invoice.hostedUrl ?? `${appUrl}/subscription`;
      return { failed: null, receipt: paymentReceiptMail({ ...mail, card, period: invoice.period, link }) };
    }
    return { failed: paymentFailedMail({ ...mail, link: `${appUrl}/subscription` }), receipt: null };
  }

  /**
   * payment_method.* – the stored list follows the provider's attachments, and a card typed again
   * (same fingerprint) is merged with its earlier copies.
   */
  async function syncPaymentMethod(paymentMethodId: string): Promise<void> {
    const method = await provider.retrievePaymentMethod(paymentMethodId);
    const owner = method?.customerId ? await repo.findUserByCustomer(method.customerId) : undefined;
    if (!method?.customerId || !owner) {
      await repo.deletePaymentMethod(paymentMethodId);
      return;
    }
    await repo.upsertPaymentMethod(toPaymentMethodUpsert(owner.id, method));
    await cards.mergeDuplicates(method.customerId);
  }

  return {
    syncCheckout,
    syncSubscription,
    syncPaymentMethod,
    /** The widget's columns after a change made through the provider (cancel, resume, card). */
    async applySubscription(widgetId: string, subscription: ProviderSubscription): Promise<void> {
      await repo.setWidgetSubscription(widgetId, await stateOf(subscription));
      embedCache.invalidate(widgetId);
    },

    /**
     * One verified webhook event, processed once per event id. The id is recorded only after the
     * work succeeded, so a failure answers 500 and the provider delivers it again; the work itself
     * is idempotent, so two concurrent deliveries of one event are harmless (only the mails, the
     * receipt of invoice.paid and the notice of invoice.payment_failed, wait for the record, so
     * each goes out once).
     */
    async handleEvent(event: SignedEvent): Promise<'processed' | 'duplicate' | 'ignored'> {
      if (await repo.isEventProcessed(event.id)) return 'duplicate';
      const [family] = event.type.split('.', 1);
      let handled = true;
      let eventMail: Mail | null = null;
      if (event.type.startsWith('checkout.session.')) await syncCheckout(event.objectId);
      else if (event.type.startsWith('customer.subscription.')) await syncSubscription(event.objectId);
      else if (family === 'invoice') {
        const mails = await syncInvoice(event.objectId);
        // Stripe reports one payment as both invoice.paid and invoice.payment_succeeded: the
        // receipt goes with the first only.
        if (event.type === 'invoice.payment_failed') eventMail = mails.failed;
        else if (event.type === 'invoice.paid') eventMail = mails.receipt;
      } else if (family === 'payment_method') await syncPaymentMethod(event.objectId);
      else handled = false;
      const first = await repo.markEventProcessed(event.id, event.type);
      if (first && eventMail) mailer.sendInBackground(eventMail);
      return handled ? (first ? 'processed' : 'duplicate') : 'ignored';
    },
  };
}
export type BillingSync = ReturnType<typeof createBillingSync>;
