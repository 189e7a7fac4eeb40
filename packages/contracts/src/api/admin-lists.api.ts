import { z } from 'zod';
import { PAYMENT_STATUSES, SUBSCRIPTION_FILTER_STATUSES } from '../constants/lists';
import { clientString } from '../rules/text.rule';

// The admin lists are paged and filtered on the server (issue "Admin console": large lists stay
// fast). The spec's calls stay as they are; these query parameters narrow them and each answer
// adds `total`, `page` and `limit`. Numeric bounds that are not numbers are ignored (spec 003 §9),
// so they travel as text; date bounds are ISO instants the console computes from its presets
// (Today, Last 7 days, This month, Custom with the end inclusive to 23:59:59.999).

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 100;

const pageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
};
const text = clientString().trim().max(200).default('');
/** A bound the server applies only when it reads as a number ("abc" and "" mean no bound). */
const numericBound = clientString().trim().max(32).default('');
const instant = z.iso.datetime({ offset: true }).optional();

/** Where a page sits in the whole list. */
export const pageInfoSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** GET /devadmin/user?page=&limit=&search=&role= – search matches name or email. */
export const adminUsersQuerySchema = z.object({
  ...pageFields,
  search: text,
  role: z.enum(['all', 'admin', 'customer']).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** POST /devadmin/collection {collectionName: 'orders'}?… – the Our Orders filters. */
export const adminOrdersQuerySchema = z.object({
  ...pageFields,
  name: text,
  customer: text,
  status: z.enum(SUBSCRIPTION_FILTER_STATUSES).or(z.literal('')).default(''),
  /** A widget type name, or '' for all. */
  type: text,
  minPrice: numericBound,
  maxPrice: numericBound,
  /** Created date bounds, inclusive. */
  from: instant,
  to: instant,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** POST /devadmin/collection {collectionName: 'payments'}?… – the Payment History filters. */
export const adminPaymentsQuerySchema = z.object({
  ...pageFields,
  /** Widget name search. */
  widget: text,
  customer: text,
  status: z.enum(PAYMENT_STATUSES).or(z.literal('')).default(''),
  minAmount: numericBound,
  maxAmount: numericBound,
  from: instant,
  to: instant,
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** Reads a numeric filter bound: a number, or null when the text is not one (spec 003 §9). */
export function numericFilter(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** GET /devadmin/stats – the console Dashboard's four figures. */
export const adminStatsResponseSchema = z.object({
  customers: z.number().int().nonnegative(),
  activeSubscriptions: z.number().int().nonnegative(),
  /** Monthly recurring revenue in dollars: the monthly prices of active and past_due subscriptions. */
  monthlyRecurringRevenue: z.number().nonnegative(),
  /** Failed payments created in the last 30 days. */
  failedPayments30d: z.number().int().nonnegative(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;
