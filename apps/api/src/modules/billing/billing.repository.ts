import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CheckoutRow,
  checkouts,
  type PaymentMethodRow,
  type PaymentRow,
  paymentMethods,
  payments,
  type UserRow,
  users,
  type WidgetRow,
  type WidgetTypeRow,
  webhookEvents,
  widgets,
  widgetTypes,
} from '../../db/schema';
import { invalidateCatalogCache } from '../catalog';
import type { UserCache } from '../users';
import { selectWidgetsWithType, type WidgetRoom, type WidgetWithTypeRow, widgetRoomOf } from '../widgets';

/** What the provider says about a widget's subscription, as stored on the widget. */
export interface WidgetSubscriptionState {
  subscriptionId: string;
  subStatus: WidgetRow['subStatus'];
  expires: Date;
  cancelAt: Date | null;
  hostedUrl: string | null;
  defaultPaymentMethod: string | null;
}

export type NewCheckout = Pick<CheckoutRow, 'userId' | 'widgetId' | 'widgetTypeId' | 'title' | 'htmlData'>;

export interface PaymentUpsert {
  stripeInvoiceId: string;
  userId: string;
  widgetId: string;
  userName: string;
  widgetName: string;
  amountCents: number;
  methodDetail: string;
  status: PaymentRow['status'];
  created: Date;
  invoiceUrl: string | null;
}

export type PaymentMethodUpsert = Omit<PaymentMethodRow, 'id' | 'createdAt'>;

/** `userCache`: the process's user cache (app.userCache), told of the accounts this repository changes. */
export function createBillingRepository(db: Db, userCache: Pick<UserCache, 'forget'>) {
  const widgetWithType = () => selectWidgetsWithType(db);

  return {
    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findUserByCustomer(customerId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
      return row;
    },

    /** Sets the customer id only where none is set yet, and answers the one that won. */
    async claimCustomerId(userId: string, customerId: string): Promise<string | null> {
      await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), sql`${users.stripeCustomerId} is null`));
      userCache.forget(userId);
      const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.id ?? null;
    },

    async findType(id: string): Promise<WidgetTypeRow | undefined> {
      const [row] = await db.select().from(widgetTypes).where(eq(widgetTypes.id, id)).limit(1);
      return row;
    },

    async listTypes(): Promise<WidgetTypeRow[]> {
      return db.select().from(widgetTypes);
    },

    async setTypeProviderIds(id: string, ids: { productId: string; priceId: string }): Promise<void> {
      await db
        .update(widgetTypes)
        .set({ stripeProductId: ids.productId, stripePriceId: ids.priceId })
        .where(eq(widgetTypes.id, id));
      // The login check's catalogue carries the price ids: a checkout must not wait for its cache.
      invalidateCatalogCache(db);
    },

    /** The buyer's widget room: a new paid widget must fit it before the checkout starts. */
    widgetRoom(userId: string, defaultLimit: number): Promise<WidgetRoom> {
      return widgetRoomOf(db, userId, defaultLimit);
    },

    async findWidget(id: string): Promise<WidgetWithTypeRow | undefined> {
      const [row] = await widgetWithType().where(eq(widgets.id, id)).limit(1);
      return row;
    },

    async findWidgetBySubscription(subscriptionId: string): Promise<WidgetWithTypeRow | undefined> {
      const [row] = await widgetWithType().where(eq(widgets.subscriptionId, subscriptionId)).limit(1);
      return row;
    },

    /** The user's widgets of paid types or with a subscription, newest first. */
    async listSubscribedWidgets(userId: string): Promise<WidgetWithTypeRow[]> {
      return widgetWithType()
        .where(
          and(
            eq(widgets.userId, userId),
            sql`(${widgetTypes.priceCents} > 0 or ${widgets.subscriptionId} is not null)`,
          ),
        )
        .orderBy(desc(widgets.createdAt), desc(widgets.id));
    },

    /** The user's widgets whose subscription still renews or retries (not ended). */
    async listLiveSubscriptions(userId: string): Promise<WidgetRow[]> {
      return db
        .select()
        .from(widgets)
        .where(
          and(
            eq(widgets.userId, userId),
            sql`${widgets.subscriptionId} is not null`,
            inArray(widgets.subStatus, ['active', 'past_due', 'incomplete', 'unpaid']),
          ),
        );
    },

    /**
     * Creates the widget bought at checkout, once: the id was chosen when the checkout started, so
     * a second completion report finds it there and changes nothing. Answers whether it was created.
     */
    async createPurchasedWidget(checkout: CheckoutRow, text: string, state: WidgetSubscriptionState): Promise<boolean> {
      const inserted = await db
        .insert(widgets)
        .values({
          id: checkout.widgetId,
          userId: checkout.userId,
          widgetTypeId: checkout.widgetTypeId,
          title: checkout.title,
          text,
          htmlData: checkout.htmlData,
          ...state,
        })
        .onConflictDoNothing({ target: widgets.id })
        .returning({ id: widgets.id });
      return inserted.length > 0;
    },

    /** Bought again (e.g. after a cancellation): the draft's settings and the new subscription. */
    async restartWidget(checkout: CheckoutRow, state: WidgetSubscriptionState): Promise<void> {
      await db
        .update(widgets)
        .set({ title: checkout.title, htmlData: checkout.htmlData, ...state })
        .where(and(eq(widgets.id, checkout.widgetId), eq(widgets.userId, checkout.userId)));
    },

    async setWidgetSubscription(widgetId: string, state: WidgetSubscriptionState): Promise<void> {
      await db.update(widgets).set(state).where(eq(widgets.id, widgetId));
    },

    async insertCheckout(values: NewCheckout): Promise<CheckoutRow> {
      const [row] = await db.insert(checkouts).values(values).returning();
      if (!row) throw new Error('insert into checkouts returned no row');
      return row;
    },

    async setCheckoutSession(id: string, sessionId: string): Promise<void> {
      await db.update(checkouts).set({ sessionId }).where(eq(checkouts.id, id));
    },

    async findCheckout(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
      return row;
    },

    async findCheckoutBySession(sessionId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.sessionId, sessionId)).limit(1);
      return row;
    },

    /** The user's latest open checkout for a widget id, if any (the success page may beat the event). */
    async findOpenCheckoutForWidget(userId: string, widgetId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.widgetId, widgetId), eq(checkouts.status, 'open')))
        .orderBy(desc(checkouts.createdAt))
        .limit(1);
      return row;
    },

    async setCheckoutStatus(id: string, status: CheckoutRow['status'], completedAt: Date | null): Promise<void> {
      await db.update(checkouts).set({ status, completedAt }).where(eq(checkouts.id, id));
    },

    /** One row per invoice: a failed invoice that is later paid becomes paid, never a second row. */
    async upsertPayment(values: PaymentUpsert): Promise<void> {
      await db
        .insert(payments)
        .values(values)
        .onConflictDoUpdate({
          target: payments.stripeInvoiceId,
          set: {
            amountCents: values.amountCents,
            methodDetail: values.methodDetail,
            status: values.status,
            widgetName: values.widgetName,
            invoiceUrl: values.invoiceUrl,
          },
        });
    },

    async listPaymentsOfWidgets(widgetIds: readonly string[]): Promise<PaymentRow[]> {
      if (widgetIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.widgetId, [...widgetIds]))
        .orderBy(desc(payments.created));
    },

    async listPaymentMethods(userId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(desc(paymentMethods.createdAt));
    },

    async upsertPaymentMethod(values: PaymentMethodUpsert): Promise<void> {
      await db
        .insert(paymentMethods)
        .values(values)
        .onConflictDoUpdate({ target: paymentMethods.stripePaymentMethodId, set: values });
    },

    async deletePaymentMethod(stripePaymentMethodId: string): Promise<void> {
      await db.delete(paymentMethods).where(eq(paymentMethods.stripePaymentMethodId, stripePaymentMethodId));
    },

    /** Keeps the stored list equal to the provider's: methods no longer attached are removed. */
    async retainPaymentMethods(userId: string, keep: readonly string[]): Promise<void> {
      const stored = await db
        .select({ id: paymentMethods.stripePaymentMethodId })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId));
      const gone = stored.map((row) => row.id).filter((id) => !keep.includes(id));
      if (gone.length > 0) await db.delete(paymentMethods).where(inArray(paymentMethods.stripePaymentMethodId, gone));
    },

    async isEventProcessed(id: string): Promise<boolean> {
      const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
      return row !== undefined;
    },

    /** Records a handled event; false when another delivery recorded it first. */
    async markEventProcessed(id: string, type: string): Promise<boolean> {
      const inserted = await db
        .insert(webhookEvents)
        .values({ id, type })
        .onConflictDoNothing({ target: webhookEvents.id })
        .returning({ id: webhookEvents.id });
      return inserted.length > 0;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
