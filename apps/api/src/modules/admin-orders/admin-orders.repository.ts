import type { AdminOrdersQuery, AdminPaymentsQuery } from '@widgetry/contracts';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type NewWidgetRow,
  type PaymentRow,
  payments,
  type SiteRow,
  sites,
  type UserRow,
  users,
  type WidgetRow,
  widgets,
  widgetTypes,
} from '../../db/schema';
import type { WidgetWithTypeRow } from '../widgets';

/** The Our Orders filters as the database reads them: money in cents, empty text and null mean no filter. */
export interface OrderFilter {
  name: string;
  customer: string;
  status: AdminOrdersQuery['status'];
  type: string;
  minCents: number | null;
  maxCents: number | null;
  from: Date | null;
  to: Date | null;
}

/** The Payment History filters, likewise. */
export interface PaymentFilter {
  widget: string;
  customer: string;
  status: AdminPaymentsQuery['status'];
  minCents: number | null;
  maxCents: number | null;
  from: Date | null;
  to: Date | null;
}

/** A widget with its type and the owner's public fields. */
export interface OrderRow extends WidgetWithTypeRow {
  owner: Pick<UserRow, 'id' | 'displayName' | 'email'>;
}

export interface PageRows<T> {
  rows: T[];
  total: number;
}

export interface StatsRow {
  customers: number;
  activeSubscriptions: number;
  recurringCents: number;
  failedPayments: number;
}

/** `%text%` for ILIKE with the user's own wildcards taken literally (the default escape is \). */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The conditions present, and-ed; undefined (no WHERE) when there are none. */
function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition) => condition !== undefined);
  return present.length === 0 ? undefined : and(...present);
}

function orderConditions(filter: OrderFilter): SQL | undefined {
  return allOf([
    filter.name ? ilike(widgets.title, contains(filter.name)) : undefined,
    filter.customer
      ? or(ilike(users.displayName, contains(filter.customer)), ilike(users.email, contains(filter.customer)))
      : undefined,
    filter.status ? eq(widgets.subStatus, filter.status) : undefined,
    // Free text from the query: a name no type has simply matches nothing.
    filter.type ? sql`${widgetTypes.name} = ${filter.type.toLowerCase()}` : undefined,
    filter.minCents === null ? undefined : gte(widgetTypes.priceCents, filter.minCents),
    filter.maxCents === null ? undefined : lte(widgetTypes.priceCents, filter.maxCents),
    filter.from ? gte(widgets.createdAt, filter.from) : undefined,
    filter.to ? lte(widgets.createdAt, filter.to) : undefined,
  ]);
}

function paymentConditions(filter: PaymentFilter): SQL | undefined {
  return allOf([
    filter.widget ? ilike(payments.widgetName, contains(filter.widget)) : undefined,
    // The copied name still finds a deleted customer's payments; the email needs the live account.
    filter.customer
      ? or(ilike(payments.userName, contains(filter.customer)), ilike(users.email, contains(filter.customer)))
      : undefined,
    // No stored status means paid (spec 003 §3).
    filter.status === 'paid' ? or(isNull(payments.status), eq(payments.status, 'paid')) : undefined,
    filter.status === 'failed' ? eq(payments.status, 'failed') : undefined,
    filter.minCents === null ? undefined : gte(payments.amountCents, filter.minCents),
    filter.maxCents === null ? undefined : lte(payments.amountCents, filter.maxCents),
    filter.from ? gte(payments.created, filter.from) : undefined,
    filter.to ? lte(payments.created, filter.to) : undefined,
  ]);
}

export function createAdminOrdersRepository(db: Db) {
  const orderSelection = {
    widget: widgets,
    type: widgetTypes,
    owner: { id: users.id, displayName: users.displayName, email: users.email },
  };

  return {
    /** One page of orders, newest first, and how many match. */
    async pageOrders(filter: OrderFilter, offset: number, limit: number): Promise<PageRows<OrderRow>> {
      const where = orderConditions(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(orderSelection)
          .from(widgets)
          .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
          .innerJoin(users, eq(widgets.userId, users.id))
          .where(where)
          .orderBy(desc(widgets.createdAt), desc(widgets.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: count() })
          .from(widgets)
          .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
          .innerJoin(users, eq(widgets.userId, users.id))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** One page of payments, newest first, and how many match. */
    async pagePayments(filter: PaymentFilter, offset: number, limit: number): Promise<PageRows<PaymentRow>> {
      const where = paymentConditions(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ payment: payments })
          .from(payments)
          .leftJoin(users, eq(payments.userId, users.id))
          .where(where)
          .orderBy(desc(payments.created), desc(payments.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(payments).leftJoin(users, eq(payments.userId, users.id)).where(where),
      ]);
      return { rows: rows.map((row) => row.payment), total: counted?.total ?? 0 };
    },

    /** The payments of the given widgets, newest first. */
    async listPaymentsOfWidgets(widgetIds: readonly string[]): Promise<PaymentRow[]> {
      if (widgetIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.widgetId, [...widgetIds]))
        .orderBy(desc(payments.created), desc(payments.id));
    },

    /** The installations of the given widgets, most recently seen first. */
    async listSites(widgetIds: readonly string[]): Promise<SiteRow[]> {
      if (widgetIds.length === 0) return [];
      return db
        .select()
        .from(sites)
        .where(inArray(sites.widgetId, [...widgetIds]))
        .orderBy(desc(sites.lastSeen), desc(sites.id));
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findWidget(id: string): Promise<WidgetRow | undefined> {
      const [row] = await db.select().from(widgets).where(eq(widgets.id, id)).limit(1);
      return row;
    },

    async insertWidget(values: NewWidgetRow): Promise<WidgetRow> {
      const [row] = await db.insert(widgets).values(values).returning();
      if (!row) throw new Error('insert into widgets returned no row');
      return row;
    },

    async updateWidget(
      id: string,
      values: Pick<NewWidgetRow, 'title' | 'subStatus' | 'expires'>,
    ): Promise<WidgetRow | undefined> {
      const [row] = await db.update(widgets).set(values).where(eq(widgets.id, id)).returning();
      return row;
    },

    /** True when a row was deleted; its sites go with it, its payments keep their copied names. */
    async deleteWidget(id: string): Promise<boolean> {
      const deleted = await db.delete(widgets).where(eq(widgets.id, id)).returning({ id: widgets.id });
      return deleted.length > 0;
    },

    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('insert into payments returned no row');
      return row;
    },

    /** The deleted row, or undefined when there was none. */
    async deletePayment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.delete(payments).where(eq(payments.id, id)).returning();
      return row;
    },

    /** The console's figures; failed payments count from `failedSince`. */
    async stats(failedSince: Date): Promise<StatsRow> {
      const [[customers], [active], [recurring], [failed]] = await Promise.all([
        db.select({ total: count() }).from(users).where(eq(users.userRole, 'customer')),
        db.select({ total: count() }).from(widgets).where(eq(widgets.subStatus, 'active')),
        db
          .select({ total: sum(widgetTypes.priceCents).mapWith(Number) })
          .from(widgets)
          .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
          .where(and(inArray(widgets.subStatus, ['active', 'past_due']), sql`${widgetTypes.priceCents} > 0`)),
        db
          .select({ total: count() })
          .from(payments)
          .where(and(eq(payments.status, 'failed'), gte(payments.created, failedSince))),
      ]);
      return {
        customers: customers?.total ?? 0,
        activeSubscriptions: active?.total ?? 0,
        recurringCents: recurring?.total ?? 0,
        failedPayments: failed?.total ?? 0,
      };
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
