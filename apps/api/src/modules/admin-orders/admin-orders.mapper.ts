import type { Order } from '@widgetry/contracts';
import type { PaymentRow, SiteRow } from '../../db/schema';
import { toSubscriptionRow } from '../billing';
import { storedHtmlData, toSite } from '../widgets';
import type { OrderRow } from './admin-orders.repository';

/**
 * A widget as the admin's order (spec 003 §3): the subscription row with the owner as an object,
 * its installations and its settings as the type's contract reads them today.
 */
export function toOrder(row: OrderRow, payments: readonly PaymentRow[], sites: readonly SiteRow[]): Order {
  return {
    ...toSubscriptionRow(row, payments),
    userId: { id: row.owner.id, displayName: row.owner.displayName, email: row.owner.email },
    sites: sites.filter((site) => site.widgetId === row.widget.id).map(toSite),
    htmlData: storedHtmlData(row.type.name, row.widget.htmlData).htmlData,
    // Payments live in their own table (POST /devadmin/payment); the order's own list stays empty.
    payment: [],
  };
}

/** Dollars as whole cents, like every stored amount; null (no bound) stays null. */
export function dollarsToCents(dollars: number): number;
export function dollarsToCents(dollars: number | null): number | null;
export function dollarsToCents(dollars: number | null): number | null {
  return dollars === null ? null : Math.round(dollars * 100);
}
