import {
  ADMIN_COLLECTIONS,
  type AdminDetailsResponse,
  type AdminUserDetailResponse,
  type CollectionsResponse,
  type Order,
  OUTBOX_COLLECTION,
} from '@widgetry/contracts';
import type { PaymentMethodRow, SiteRow, UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { toPayment, toPaymentMethod } from '../billing';
import type { UsersRepository } from '../users';
import { toAdminUser, toOrder } from './admin-users.mapper';
import type { AdminUsersRepository } from './admin-users.repository';

/** GET /devadmin/details stays one bounded answer: the newest users only (the Users list pages). */
export const DETAILS_USER_LIMIT = 100;

export function createAdminDetailsService({
  users,
  repo,
  paymentMethodsOf,
  sitesOf,
}: {
  users: Pick<UsersRepository, 'findById'>;
  repo: Pick<AdminUsersRepository, 'listNewest' | 'listWidgetsOf' | 'listPaymentsOfWidgets' | 'listPaymentsOfUser'>;
  paymentMethodsOf: (userId: string) => Promise<PaymentMethodRow[]>;
  sitesOf: (widgetIds: readonly string[]) => Promise<SiteRow[]>;
}) {
  /** Each owner's widgets as orders with their payments (and, when asked, installations). */
  async function ordersOf(owners: readonly UserRow[], withSites = false): Promise<Map<string, Order[]>> {
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    const rows = await repo.listWidgetsOf([...byId.keys()]);
    const widgetIds = rows.map((row) => row.widget.id);
    const payments = await repo.listPaymentsOfWidgets(widgetIds);
    const sites = withSites ? await sitesOf(widgetIds) : [];
    const orders = new Map<string, Order[]>();
    for (const row of rows) {
      const owner = byId.get(row.widget.userId);
      if (!owner) continue;
      const list = orders.get(owner.id) ?? [];
      list.push(toOrder(row, owner, payments, sites));
      orders.set(owner.id, list);
    }
    return orders;
  }

  return {
    ordersOf,

    /** The outbox is listed only where GET /dev/outbox exists (`hasOutbox`). */
    collections(hasOutbox: boolean): CollectionsResponse {
      return { collections: hasOutbox ? [...ADMIN_COLLECTIONS, OUTBOX_COLLECTION] : [...ADMIN_COLLECTIONS] };
    },

    async details(): Promise<AdminDetailsResponse> {
      const owners = await repo.listNewest(DETAILS_USER_LIMIT);
      const orders = await ordersOf(owners);
      return { users: owners.map((owner) => toAdminUser(owner, orders.get(owner.id) ?? [])) };
    },

    async userDetail(userId: string): Promise<AdminUserDetailResponse> {
      const user = isUuid(userId) ? await users.findById(userId) : undefined;
      if (!user) throw notFound();
      const orders = (await ordersOf([user], true)).get(user.id) ?? [];
      const [payments, methods] = await Promise.all([repo.listPaymentsOfUser(user.id), paymentMethodsOf(user.id)]);
      return {
        user: {
          ...toAdminUser(user, orders),
          widgetArray: orders,
          payments: payments.map(toPayment),
          paymentMethods: methods.map((method) => toPaymentMethod(method)),
        },
      };
    },
  };
}
export type AdminDetailsService = ReturnType<typeof createAdminDetailsService>;
