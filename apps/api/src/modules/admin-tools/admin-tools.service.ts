import type { UserRow } from '../../db/schema';
import type { BillingProvider, ProviderSubscription } from '../billing';
import { cardDetail, toSubStatus } from '../billing';
import type { AdminToolsRepository, PaymentRepair } from './admin-tools.repository';

// The admin console's four maintenance tools (spec 003 §2 Tools, §7 PUT /devadmin/tool/*). Each
// brings our rows back in line with the provider or with each other after an outage, a lost
// webhook or a hand edit, and counts what it changed. Each only fills what is missing or differs,
// so a second run straight after answers all zeros.

export interface AdminToolsServiceDeps {
  repo: AdminToolsRepository;
  provider: Pick<
    BillingProvider,
    'retrieveSubscription' | 'retrieveInvoice' | 'listPaidInvoiceIds' | 'retrievePaymentMethod'
  >;
  /** The user's provider customer, created when missing (billing's checkout service). */
  customerOf(user: UserRow): Promise<string>;
  /** Writes the provider's subscription onto the widget and refreshes what the embed serves. */
  applySubscription(widgetId: string, subscription: ProviderSubscription): Promise<void>;
}

export function createAdminToolsService({ repo, provider, customerOf, applySubscription }: AdminToolsServiceDeps) {
  async function methodDetail(paymentMethodId: string | null): Promise<string | null> {
    if (paymentMethodId === null) return null;
    const method = await provider.retrievePaymentMethod(paymentMethodId);
    return method ? cardDetail(method.card) : null;
  }

  /** The payment row's empty columns that can be known, and which kinds were filled. */
  async function paymentRepair(row: Awaited<ReturnType<AdminToolsRepository['listPaymentsWithGaps']>>[number]) {
    const repair: PaymentRepair = {};
    if (row.methodDetail === '' && row.stripeInvoiceId !== null) {
      const invoice = await provider.retrieveInvoice(row.stripeInvoiceId);
      const detail = await methodDetail(invoice?.paymentMethodId ?? null);
      if (detail !== null) repair.methodDetail = detail;
    }
    const widget = row.widgetId === null ? undefined : await repo.findWidget(row.widgetId);
    if (row.userId === null && widget) repair.userId = widget.userId;
    const userId = repair.userId ?? row.userId;
    if (row.userName === '' && userId !== null) {
      const user = await repo.findUser(userId);
      if (user && user.displayName !== '') repair.userName = user.displayName;
    }
    if (row.widgetName === '' && widget && widget.title !== '') repair.widgetName = widget.title;
    return repair;
  }

  return {
    /** PUT /devadmin/tool/update-user: paying users without a provider customer get one. */
    async updateUsers(): Promise<{ count: number }> {
      let count = 0;
      for (const user of await repo.listUsersMissingCustomer()) {
        await customerOf(user);
        count += 1;
      }
      return { count };
    },

    /** PUT /devadmin/tool/update-payment: fills empty method, user and widget columns of payments. */
    async updatePayments() {
      const counts = { paymentMethodCount: 0, userIDCount: 0, userNameCount: 0, widgetNameCount: 0 };
      for (const row of await repo.listPaymentsWithGaps()) {
        const repair = await paymentRepair(row);
        if (Object.keys(repair).length === 0) continue;
        await repo.repairPayment(row.id, repair);
        if (repair.methodDetail !== undefined) counts.paymentMethodCount += 1;
        if (repair.userId !== undefined) counts.userIDCount += 1;
        if (repair.userName !== undefined) counts.userNameCount += 1;
        if (repair.widgetName !== undefined) counts.widgetNameCount += 1;
      }
      return counts;
    },

    /** PUT /devadmin/tool/update-widget: status, renewal date and card as the provider has them. */
    async updateWidgets() {
      const counts = { statusUpdatedCount: 0, dateUpdatedCount: 0, defaultMethodCount: 0 };
      for (const widget of await repo.listWidgetsWithSubscription()) {
        const subscription = await provider.retrieveSubscription(widget.subscriptionId);
        // Unknown to the provider (deleted there, or another account's id): nothing to compare with.
        if (!subscription) continue;
        const statusDiffers = widget.subStatus !== toSubStatus(subscription.status);
        const dateDiffers = widget.expires?.getTime() !== subscription.currentPeriodEnd.getTime();
        const methodDiffers = widget.defaultPaymentMethod !== (await methodDetail(subscription.defaultPaymentMethodId));
        if (!statusDiffers && !dateDiffers && !methodDiffers) continue;
        await applySubscription(widget.id, subscription);
        if (statusDiffers) counts.statusUpdatedCount += 1;
        if (dateDiffers) counts.dateUpdatedCount += 1;
        if (methodDiffers) counts.defaultMethodCount += 1;
      }
      return counts;
    },

    /**
     * PUT /devadmin/tool/add-renewal-payments: paid invoices of known subscriptions that are not
     * payments yet (a renewal whose webhook was lost, however long ago). Only the missing ones are
     * retrieved from the provider.
     */
    async addRenewalPayments(): Promise<{ count: number }> {
      let count = 0;
      for (const widget of await repo.listWidgetsWithSubscription()) {
        const paidIds = await provider.listPaidInvoiceIds(widget.subscriptionId);
        const recorded = await repo.recordedInvoiceIds(paidIds);
        const missing = paidIds.filter((id) => !recorded.has(id));
        if (missing.length === 0) continue;
        const owner = await repo.findUser(widget.userId);
        for (const invoiceId of missing) {
          const invoice = await provider.retrieveInvoice(invoiceId);
          if (invoice?.status !== 'paid' || invoice.subscriptionId !== widget.subscriptionId) continue;
          const added = await repo.insertPaymentIfMissing({
            stripeInvoiceId: invoice.id,
            userId: widget.userId,
            widgetId: widget.id,
            userName: owner?.displayName ?? '',
            widgetName: widget.title,
            amountCents: invoice.amountCents,
            methodDetail: (await methodDetail(invoice.paymentMethodId)) ?? '',
            status: 'paid',
            created: invoice.created,
            invoiceUrl: invoice.hostedUrl,
          });
          if (added) count += 1;
        }
      }
      return { count };
    },
  };
}
export type AdminToolsService = ReturnType<typeof createAdminToolsService>;
