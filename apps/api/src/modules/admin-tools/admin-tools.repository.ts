import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentRow, payments, type UserRow, users, type WidgetRow, widgets, widgetTypes } from '../../db/schema';
import type { PaymentUpsert } from '../billing';

/** The payment columns the update-payment tool may fill in. */
export type PaymentRepair = Partial<Pick<PaymentRow, 'methodDetail' | 'userId' | 'userName' | 'widgetName'>>;

export function createAdminToolsRepository(db: Db) {
  return {
    /** Users without a provider customer who have a widget of a paid type or with a subscription. */
    async listUsersMissingCustomer(): Promise<UserRow[]> {
      const paying = db
        .select({ id: widgets.id })
        .from(widgets)
        .innerJoin(widgetTypes, eq(widgetTypes.id, widgets.widgetTypeId))
        .where(
          and(eq(widgets.userId, users.id), or(sql`${widgetTypes.priceCents} > 0`, isNotNull(widgets.subscriptionId))),
        );
      return db
        .select()
        .from(users)
        .where(and(isNull(users.stripeCustomerId), sql`exists (${paying})`));
    },

    /** Payment rows with any of the columns the tool can fill left empty. */
    async listPaymentsWithGaps(): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          or(
            eq(payments.methodDetail, ''),
            isNull(payments.userId),
            eq(payments.userName, ''),
            eq(payments.widgetName, ''),
          ),
        );
    },

    async repairPayment(id: string, values: PaymentRepair): Promise<void> {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    async findWidget(id: string): Promise<WidgetRow | undefined> {
      const [row] = await db.select().from(widgets).where(eq(widgets.id, id)).limit(1);
      return row;
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Every widget linked to a provider subscription. */
    async listWidgetsWithSubscription(): Promise<Array<WidgetRow & { subscriptionId: string }>> {
      const rows = await db.select().from(widgets).where(isNotNull(widgets.subscriptionId));
      return rows.flatMap((row) =>
        row.subscriptionId === null ? [] : [{ ...row, subscriptionId: row.subscriptionId }],
      );
    },

    /** Those of the invoice ids that are recorded as payments already. */
    async recordedInvoiceIds(invoiceIds: readonly string[]): Promise<Set<string>> {
      if (invoiceIds.length === 0) return new Set();
      const rows = await db
        .select({ id: payments.stripeInvoiceId })
        .from(payments)
        .where(inArray(payments.stripeInvoiceId, [...invoiceIds]));
      return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
    },

    /** Records an invoice as a payment unless it already is one; answers whether it was added. */
    async insertPaymentIfMissing(values: PaymentUpsert): Promise<boolean> {
      const inserted = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: payments.stripeInvoiceId })
        .returning({ id: payments.id });
      return inserted.length > 0;
    },
  };
}
export type AdminToolsRepository = ReturnType<typeof createAdminToolsRepository>;
