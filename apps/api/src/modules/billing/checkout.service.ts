import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  BILLING_MESSAGES,
  type CheckoutSessionBody,
  type CheckoutSessionResponse,
  WIDGET_API_MESSAGES,
  WIDGET_ERROR_CODES,
  WIDGET_MESSAGES,
} from '@widgetry/contracts';
import type { UserRow, WidgetTypeRow } from '../../db/schema';
import { conflict, fieldErrors, forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { checkedHtmlData, isPaidRow, widgetLimitReached } from '../widgets';
import type { BillingProvider } from './billing.provider';
import type { BillingRepository } from './billing.repository';
import type { BillingSync } from './billing.sync';

// Buying a paid widget (spec 000 §4 purchase popup, §7 POST /create-checkout-session). The price
// and the buyer come from the server: the client's priceId and email are only checked against
// them. The draft waits in `checkouts` and becomes the widget when the payment succeeds.

/** Statuses under which a widget is still paid for, so buying it again would charge twice. */
const PAID_UP: ReadonlySet<string> = new Set(['active', 'past_due', 'incomplete']);

export interface CheckoutServiceDeps {
  repo: BillingRepository;
  provider: BillingProvider;
  sync: Pick<BillingSync, 'syncCheckout'>;
  appUrl: string;
  /** WIDGETS_PER_USER_MAX: the widget limit of accounts an admin gave no limit of their own. */
  widgetsPerUserMax: number;
}

export function createCheckoutService({ repo, provider, sync, appUrl, widgetsPerUserMax }: CheckoutServiceDeps) {
  /** The type's product and price at the provider, created or updated to its price. */
  async function syncPrice(type: WidgetTypeRow): Promise<string> {
    const ids = await provider.syncProduct({
      typeName: type.name,
      displayName: type.displayName,
      priceCents: type.priceCents,
      productId: type.stripeProductId,
      priceId: type.stripePriceId,
    });
    if (ids.productId !== type.stripeProductId || ids.priceId !== type.stripePriceId) {
      await repo.setTypeProviderIds(type.id, ids);
    }
    return ids.priceId;
  }

  /** The user's customer at the provider, created once (a concurrent second one is left unused). */
  async function customerOf(user: UserRow): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const created = await provider.createCustomer({ email: user.email, name: user.displayName, userId: user.id });
    return (await repo.claimCustomerId(user.id, created)) ?? created;
  }

  /** The widget id the purchase is for: a new one, or the user's own widget of that type bought again. */
  async function targetWidgetId(user: UserRow, type: WidgetTypeRow, id: string | undefined): Promise<string> {
    if (id === undefined) {
      // A new widget must fit the account's limit before anyone pays for it: once paid, the
      // purchase is honoured (billing.sync creates the widget whatever the count is then), so two
      // checkouts started side by side at the last free place can both end in a widget.
      const { limit, held } = await repo.widgetRoom(user.id, widgetsPerUserMax);
      if (held >= limit) throw widgetLimitReached(limit);
      return randomUUID();
    }
    const row = isUuid(id) ? await repo.findWidget(id) : undefined;
    if (!row || row.widget.userId !== user.id) throw notFound(WIDGET_MESSAGES.notFound);
    if (row.type.id !== type.id) {
      throw fieldErrors({ 'widgetData.widgetType': WIDGET_API_MESSAGES.widgetTypeFixed });
    }
    if (row.widget.subscriptionId !== null && PAID_UP.has(row.widget.subStatus ?? '')) {
      throw conflict(BILLING_MESSAGES.alreadySubscribed);
    }
    return row.widget.id;
  }

  return {
    syncPrice,
    customerOf,

    /** Every paid type's provider ids, so the catalogue carries a price id before anyone buys. */
    async syncAllPrices(): Promise<void> {
      for (const type of await repo.listTypes()) if (isPaidRow(type)) await syncPrice(type);
    },

    /** POST /create-checkout-session */
    async create(user: UserRow, body: CheckoutSessionBody): Promise<CheckoutSessionResponse> {
      const { widgetData } = body;
      const type = isUuid(widgetData.widgetType) ? await repo.findType(widgetData.widgetType) : undefined;
      if (!type) throw fieldErrors({ 'widgetData.widgetType': WIDGET_API_MESSAGES.widgetTypeUnknown });
      if (!isPaidRow(type)) throw fieldErrors({ 'widgetData.widgetType': BILLING_MESSAGES.notPaidType });
      const htmlData = checkedHtmlData(type.name, widgetData.htmlData, ['widgetData']);
      if (!user.emailVerified) throw forbidden(API_MESSAGES.emailNotVerified, WIDGET_ERROR_CODES.emailNotVerified);
      if (body.customerEmail.toLowerCase() !== user.email) {
        throw fieldErrors({ customerEmail: BILLING_MESSAGES.emailMismatch });
      }
      const priceId = await syncPrice(type);
      if (body.priceId !== priceId) throw fieldErrors({ priceId: BILLING_MESSAGES.priceChanged });
      const widgetId = await targetWidgetId(user, type, widgetData.id);
      const customerId = await customerOf(user);
      const checkout = await repo.insertCheckout({
        userId: user.id,
        widgetId,
        widgetTypeId: type.id,
        title: widgetData.title,
        htmlData,
      });
      const editor = `${appUrl}/editor`;
      const cancelQuery: Record<string, string> = widgetData.id === undefined ? { widgetType: type.id } : { widgetId };
      const session = await provider.createCheckoutSession({
        customerId,
        priceId,
        successUrl: `${editor}?${new URLSearchParams({ widgetId, checkout: 'success' })}`,
        cancelUrl: `${editor}?${new URLSearchParams({ ...cancelQuery, checkout: 'canceled' })}`,
        metadata: { checkoutId: checkout.id, widgetId, userId: user.id },
      });
      await repo.setCheckoutSession(checkout.id, session.id);
      return { id: session.id, url: session.url };
    },

    /**
     * The success page can arrive before the provider's event: when the user opens a widget whose
     * purchase is still open here, finish it from the provider's own record of the checkout.
     */
    async settle(userId: string, widgetId: string): Promise<void> {
      const checkout = await repo.findOpenCheckoutForWidget(userId, widgetId);
      if (checkout?.sessionId) await sync.syncCheckout(checkout.sessionId);
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
