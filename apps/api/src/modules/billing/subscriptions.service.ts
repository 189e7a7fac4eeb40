import {
  BILLING_MESSAGES,
  CARD_TOOLTIPS,
  type SetupIntentResponse,
  type SubscriptionRow,
  type SubscriptionStatus,
  type UpdatePaymentMethodBody,
  WIDGET_MESSAGES,
} from '@widgetry/contracts';
import type { UserRow, WidgetRow } from '../../db/schema';
import { conflict, fieldErrors, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import type { WidgetWithTypeRow } from '../widgets';
import { toPaymentMethodUpsert, toSubscriptionRow } from './billing.mapper';
import { type BillingProvider, type ProviderPaymentMethod, ProviderRequestError } from './billing.provider';
import type { BillingRepository } from './billing.repository';
import type { BillingSync } from './billing.sync';
import type { CheckoutService } from './checkout.service';

// The customer's subscription list and what it can do (spec 003 §2, §4, §7): change the card,
// cancel at the renewal date, resume before then. Only the widget's owner reaches any of it.

const TOOLTIP_BY_STATUS: Partial<Record<SubscriptionStatus, string>> = CARD_TOOLTIPS;

/** Spec 003 §4: the card can be changed only while the subscription is active or past due. */
function cardEditRefusal(status: SubscriptionStatus | null): string | null {
  if (status === 'active' || status === 'past_due') return null;
  return (status === null ? undefined : TOOLTIP_BY_STATUS[status]) ?? CARD_TOOLTIPS.other;
}

export interface SubscriptionsServiceDeps {
  repo: BillingRepository;
  provider: BillingProvider;
  sync: Pick<BillingSync, 'applySubscription' | 'syncPaymentMethod'>;
  checkouts: Pick<CheckoutService, 'customerOf'>;
}

export function createSubscriptionsService({ repo, provider, sync, checkouts }: SubscriptionsServiceDeps) {
  /**
   * The customer's attached copy of a confirmed card. A card typed again is merged with its other
   * copies as soon as it is attached (saved-cards.ts), and copies made within one second (the
   * provider's `created`) can tie, so the copy the browser just confirmed may already have been
   * detached in favour of its twin: the same card, so the twin is used.
   */
  async function attachedCopyOf(method: ProviderPaymentMethod, customerId: string) {
    const { fingerprint } = method.card;
    if (method.customerId !== null || fingerprint === null) return method;
    const copies = await provider.listPaymentMethods(customerId);
    return copies.find((copy) => copy.card.fingerprint === fingerprint) ?? method;
  }

  /** The user's own widget with a provider subscription; anything else is a 404. */
  async function ownSubscription(user: UserRow, widgetId: string): Promise<WidgetWithTypeRow & { id: string }> {
    const row = isUuid(widgetId) ? await repo.findWidget(widgetId) : undefined;
    if (!row || row.widget.userId !== user.id || row.widget.subscriptionId === null) {
      throw notFound(WIDGET_MESSAGES.notFound);
    }
    return { ...row, id: row.widget.subscriptionId };
  }

  function assertCardEditable(widget: WidgetRow): void {
    const refusal = cardEditRefusal(widget.subStatus);
    if (refusal) throw conflict(refusal);
  }

  async function rowOf(widgetId: string): Promise<SubscriptionRow> {
    const row = await repo.findWidget(widgetId);
    if (!row) throw notFound(WIDGET_MESSAGES.notFound);
    return toSubscriptionRow(row, await repo.listPaymentsOfWidgets([widgetId]));
  }

  return {
    /** GET /subscription – the user's paid widgets, newest first, with their payments. */
    async list(user: UserRow): Promise<SubscriptionRow[]> {
      const rows = await repo.listSubscribedWidgets(user.id);
      const payments = await repo.listPaymentsOfWidgets(rows.map((row) => row.widget.id));
      return rows.map((row) => toSubscriptionRow(row, payments));
    },

    /** DELETE /subscription/:widgetId – ends at the renewal date; the widget serves until then. */
    async cancel(user: UserRow, widgetId: string): Promise<SubscriptionRow> {
      const owned = await ownSubscription(user, widgetId);
      if (owned.widget.subStatus !== 'active' && owned.widget.subStatus !== 'past_due') {
        throw conflict(BILLING_MESSAGES.notActive);
      }
      const subscription = await provider.cancelSubscription(owned.id, { atPeriodEnd: true });
      await sync.applySubscription(owned.widget.id, subscription);
      return rowOf(owned.widget.id);
    },

    /** POST /subscription/:widgetId/resume – undoes a cancel before its date. */
    async resume(user: UserRow, widgetId: string): Promise<SubscriptionRow> {
      const owned = await ownSubscription(user, widgetId);
      if (owned.widget.subStatus !== 'active' && owned.widget.subStatus !== 'past_due') {
        throw conflict(BILLING_MESSAGES.notActive);
      }
      if (owned.widget.cancelAt === null) throw conflict(BILLING_MESSAGES.notCanceling);
      const subscription = await provider.resumeSubscription(owned.id);
      await sync.applySubscription(owned.widget.id, subscription);
      return rowOf(owned.widget.id);
    },

    /** POST /subscription/create-setup-intent/:widgetId – the first step of a card update. */
    async createSetupIntent(user: UserRow, widgetId: string): Promise<SetupIntentResponse> {
      const owned = await ownSubscription(user, widgetId);
      assertCardEditable(owned.widget);
      const customerId = await checkouts.customerOf(user);
      const { clientSecret } = await provider.createSetupIntent(customerId, { widgetId: owned.widget.id });
      return { clientSecret, customerId };
    },

    /**
     * PUT /subscription/update-payment-method/:widgetId – the confirmed card becomes the one the
     * subscription is charged to. A past-due invoice is retried with it at once; a decline there is
     * a 402 with the provider's message, and the card stays the subscription's card.
     */
    async updatePaymentMethod(
      user: UserRow,
      widgetId: string,
      body: UpdatePaymentMethodBody,
    ): Promise<SubscriptionRow> {
      const owned = await ownSubscription(user, widgetId);
      assertCardEditable(owned.widget);
      const customerId = await checkouts.customerOf(user);
      const confirmed =
        body.customerId === customerId ? await provider.retrievePaymentMethod(body.paymentMethodId) : null;
      const method = confirmed && (await attachedCopyOf(confirmed, customerId));
      if (!method || method.customerId !== customerId) {
        throw fieldErrors({ paymentMethodId: BILLING_MESSAGES.cardNotYours });
      }
      await repo.upsertPaymentMethod(toPaymentMethodUpsert(user.id, method));
      const subscription = await provider.setDefaultPaymentMethod(owned.id, method.id);
      const invoice =
        owned.widget.subStatus === 'past_due' && subscription.latestInvoiceId
          ? await provider.retrieveInvoice(subscription.latestInvoiceId)
          : null;
      if (invoice?.status !== 'open') {
        await sync.applySubscription(owned.widget.id, subscription);
        return rowOf(owned.widget.id);
      }
      try {
        await provider.payInvoice(invoice.id);
      } finally {
        // Paid or declined, the widget shows the provider's state after the attempt.
        await sync.applySubscription(owned.widget.id, (await provider.retrieveSubscription(owned.id)) ?? subscription);
      }
      return rowOf(owned.widget.id);
    },

    /**
     * Ends a widget's subscription now (the widget is being deleted, or its owner's account). A
     * subscription the provider no longer knows is already over.
     */
    async endNow(widget: WidgetRow): Promise<void> {
      if (widget.subscriptionId === null || widget.subStatus === 'canceled') return;
      try {
        await provider.cancelSubscription(widget.subscriptionId, { atPeriodEnd: false });
      } catch (error) {
        if (!(error instanceof ProviderRequestError && error.code === 'resource_missing')) throw error;
      }
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
