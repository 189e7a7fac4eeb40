import type { AdminListUser, AdminUser, Order } from '@widgetry/contracts';
import type { PaymentRow, SiteRow, UserRow } from '../../db/schema';
import { toSubscriptionRow } from '../billing';
import { toUser } from '../users';
import type { WidgetWithTypeRow } from '../widgets';
import { storedHtmlData, toSite } from '../widgets';

/** A widget as the admin console's order (spec 003 §3), with its owner, payments and sites. */
export function toOrder(
  row: WidgetWithTypeRow,
  owner: UserRow,
  payments: readonly PaymentRow[],
  sites: readonly SiteRow[] = [],
): Order {
  return {
    ...toSubscriptionRow(row, payments),
    userId: { id: owner.id, displayName: owner.displayName, email: owner.email },
    sites: sites.filter((site) => site.widgetId === row.widget.id).map(toSite),
    htmlData: storedHtmlData(row.type.name, row.widget.htmlData).htmlData,
    // The spec's per-order list the manual order form sends empty; recorded payments are `payments`.
    payment: [],
  };
}

/** A user as the console's lists show them: with their own widget limit (null: the default). */
export function toAdminListUser(row: UserRow): AdminListUser {
  return { ...toUser(row), widgetLimit: row.widgetLimit };
}

export function toAdminUser(row: UserRow, widgets: Order[]): AdminUser {
  return { ...toAdminListUser(row), stripeCustomerId: row.stripeCustomerId, widgets };
}
