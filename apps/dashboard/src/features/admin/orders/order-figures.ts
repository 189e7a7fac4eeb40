import type { Order, Payment } from '@widgetry/contracts';
import { type CustomDates, type DatePreset, dateRange, numericBound } from '../filters';
import type { OrdersParams } from './orders.api';

export interface OrderFilters {
  name: string;
  customer: string;
  status: string;
  type: string;
  minPrice: string;
  maxPrice: string;
  preset: DatePreset;
  custom: CustomDates;
}

export const NO_ORDER_FILTERS: OrderFilters = {
  name: '',
  customer: '',
  status: '',
  type: '',
  minPrice: '',
  maxPrice: '',
  preset: 'all',
  custom: { start: '', end: '' },
};

/** The query the filters ask for; price bounds that are not numbers are left out (spec 003 §9). */
export function ordersParams(filters: OrderFilters, page: number, now: Date): OrdersParams {
  return {
    page,
    name: filters.name.trim(),
    customer: filters.customer.trim(),
    status: filters.status,
    type: filters.type,
    minPrice: numericBound(filters.minPrice),
    maxPrice: numericBound(filters.maxPrice),
    ...dateRange(filters.preset, now, filters.custom),
  };
}

/** Newest first (spec 003 §3: payments in details are sorted by date descending). */
export function paymentsNewestFirst(order: Order): Payment[] {
  return [...order.payments].sort((a, b) => b.created - a.created);
}

/** The created date the details show: the latest payment's, else the order's own (spec 003 §2). */
export function createdDateOf(order: Order): Date | string {
  const latest = paymentsNewestFirst(order)[0];
  return latest ? new Date(latest.created * 1000) : order.createdAt;
}

/** A date input's value one month after `today` (spec 003 §4: a manual order renews in a month). */
export function defaultRenewal(today: Date): string {
  const renewal = new Date(today.getFullYear(), today.getMonth() + 1, today.getDate());
  // A month on from the 31st lands on the next month's last day, not the month after's first.
  if (renewal.getDate() !== today.getDate()) renewal.setDate(0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${renewal.getFullYear()}-${pad(renewal.getMonth() + 1)}-${pad(renewal.getDate())}`;
}
