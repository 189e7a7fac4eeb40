import {
  ADMIN_LIST_MESSAGES,
  ADMIN_MESSAGES,
  type AdminOrdersQuery,
  type AdminPaymentCreateBody,
  type AdminPaymentResponse,
  type AdminPaymentsQuery,
  type AdminStatsResponse,
  API_MESSAGES,
  adminOrdersQuerySchema,
  adminPaymentsQuerySchema,
  type CollectionName,
  numericFilter,
  type OrdersCollectionResponse,
  type PaymentsCollectionResponse,
  type SuccessResponse,
} from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { parseInput } from '../../lib/parse-input';
import { isUuid } from '../../lib/uuid';
import type { AuditRepository } from '../audit';
import { toPayment } from '../billing';
import { centsToDollars } from '../catalog';
import { dollarsToCents, toOrder } from './admin-orders.mapper';
import type { AdminOrdersRepository, OrderFilter, PaymentFilter } from './admin-orders.repository';

const FAILED_PAYMENTS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The query keys of each list: a key of the other list is a mistake worth a 400, not a silent no-op. */
const QUERY_KEYS: Record<CollectionName, readonly string[]> = {
  orders: Object.keys(adminOrdersQuerySchema.shape),
  payments: Object.keys(adminPaymentsQuerySchema.shape),
};

function checkQueryKeys(collection: CollectionName, query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  const unknownKeys = Object.keys(query).filter((key) => !QUERY_KEYS[collection].includes(key));
  if (unknownKeys.length > 0) {
    throw fieldErrors(Object.fromEntries(unknownKeys.map((key) => [key, ADMIN_LIST_MESSAGES.filterNotOfList])));
  }
}

const toDate = (instant: string | undefined): Date | null => (instant === undefined ? null : new Date(instant));

export function toOrderFilter(query: AdminOrdersQuery): OrderFilter {
  return {
    name: query.name,
    customer: query.customer,
    status: query.status,
    type: query.type,
    minCents: dollarsToCents(numericFilter(query.minPrice)),
    maxCents: dollarsToCents(numericFilter(query.maxPrice)),
    from: toDate(query.from),
    to: toDate(query.to),
  };
}

export function toPaymentFilter(query: AdminPaymentsQuery): PaymentFilter {
  return {
    widget: query.widget,
    customer: query.customer,
    status: query.status,
    minCents: dollarsToCents(numericFilter(query.minAmount)),
    maxCents: dollarsToCents(numericFilter(query.maxAmount)),
    from: toDate(query.from),
    to: toDate(query.to),
  };
}

export interface AdminOrdersServiceDeps {
  orders: AdminOrdersRepository;
  /** Payments entered or removed by hand change what a customer is shown to have paid. */
  audit: Pick<AuditRepository, 'record'>;
  now: () => Date;
}

/** The console's Our Orders and Payment History lists, manual payments and figures (spec 003 §2). */
export function createAdminOrdersService({ orders, audit, now }: AdminOrdersServiceDeps) {
  async function ordersPage(query: AdminOrdersQuery): Promise<OrdersCollectionResponse> {
    const { page, limit } = query;
    const { rows, total } = await orders.pageOrders(toOrderFilter(query), (page - 1) * limit, limit);
    const widgetIds = rows.map((row) => row.widget.id);
    const [payments, sites] = await Promise.all([orders.listPaymentsOfWidgets(widgetIds), orders.listSites(widgetIds)]);
    return { documents: { widgetArray: rows.map((row) => toOrder(row, payments, sites)) }, total, page, limit };
  }

  async function paymentsPage(query: AdminPaymentsQuery): Promise<PaymentsCollectionResponse> {
    const { page, limit } = query;
    const { rows, total } = await orders.pagePayments(toPaymentFilter(query), (page - 1) * limit, limit);
    return { documents: rows.map(toPayment), total, page, limit };
  }

  return {
    /** POST /devadmin/collection – the query is read by the filters of the list the body names. */
    async collection(
      collectionName: CollectionName,
      query: unknown,
    ): Promise<OrdersCollectionResponse | PaymentsCollectionResponse> {
      checkQueryKeys(collectionName, query);
      if (collectionName === 'orders') return ordersPage(parseInput(adminOrdersQuerySchema, query));
      return paymentsPage(parseInput(adminPaymentsQuerySchema, query));
    },

    /** POST /devadmin/payment/:userId – a payment recorded by hand against one of that user's widgets. */
    async createPayment(actor: UserRow, userId: string, body: AdminPaymentCreateBody): Promise<AdminPaymentResponse> {
      const user = body.userId === userId && isUuid(userId) ? await orders.findUser(userId) : undefined;
      if (!user) throw fieldErrors({ userId: ADMIN_MESSAGES.customerRequired });
      const widget = isUuid(body.widgetId) ? await orders.findWidget(body.widgetId) : undefined;
      if (!widget || widget.userId !== user.id) throw fieldErrors({ widgetId: ADMIN_MESSAGES.widgetRequired });
      const row = await orders.insertPayment({
        userId: user.id,
        widgetId: widget.id,
        // Copied so the history still reads after the account or the widget is deleted.
        userName: user.displayName,
        widgetName: widget.title,
        amountCents: dollarsToCents(body.amount),
        methodDetail: body.method,
        created: new Date(body.created * 1000),
      });
      await audit.record({
        actorId: actor.id,
        action: 'payment.created',
        targetType: 'payment',
        targetId: row.id,
        details: { userId: user.id, widgetId: widget.id, amountCents: row.amountCents },
      });
      return { payment: toPayment(row) };
    },

    /** DELETE /devadmin/payment/:id */
    async deletePayment(actor: UserRow, id: string): Promise<SuccessResponse> {
      const deleted = isUuid(id) ? await orders.deletePayment(id) : undefined;
      if (!deleted) throw notFound(API_MESSAGES.notFound);
      await audit.record({
        actorId: actor.id,
        action: 'payment.deleted',
        targetType: 'payment',
        targetId: deleted.id,
        details: { userId: deleted.userId, widgetId: deleted.widgetId, amountCents: deleted.amountCents },
      });
      return { success: true };
    },

    /** GET /devadmin/stats – the console Dashboard's four figures. */
    async stats(): Promise<AdminStatsResponse> {
      const figures = await orders.stats(new Date(now().getTime() - FAILED_PAYMENTS_WINDOW_MS));
      return {
        customers: figures.customers,
        activeSubscriptions: figures.activeSubscriptions,
        monthlyRecurringRevenue: centsToDollars(figures.recurringCents),
        failedPayments30d: figures.failedPayments,
      };
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
