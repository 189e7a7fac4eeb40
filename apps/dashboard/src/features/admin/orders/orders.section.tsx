import { formatLongDate } from '@widgetry/calculators';
import { type Order, SUBSCRIPTION_FILTER_STATUSES, WIDGET_TYPE_NAMES } from '@widgetry/contracts';
import { useDeferredValue, useState } from 'react';
import { STATUS_LABELS, statusLabel } from '../../../lib/billing/subscription-status';
import { Pager } from '../../../ui/pager/pager';
import { ConfirmPopup } from '../../../ui/popup/popup';
import { DateFilter, FilterInput, formatMonthly, ORDER_DATE_LABELS, TableBodyState } from '../filters';
import { useLogFailure } from '../use-log-failure';
import { AddOrderPopup } from './add-order.popup';
import { EditOrderPopup } from './edit-order.popup';
import { OrderDetails } from './order-details';
import { NO_ORDER_FILTERS, type OrderFilters, ordersParams } from './order-figures';
import { useDeleteOrderMutation, useOrdersQuery } from './orders.api';

const COLUMNS = 8;

/** /devadmin/subscriptions: Our Orders (spec 003 §2), filtered and paged on the server. */
export function OrdersSection() {
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Order | null>(null);
  const [deleting, setDeleting] = useState<Order | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // Typing in a filter should not send a request per keystroke ahead of the one that matters.
  // (The state object is deferred, not a fresh params object, which would differ on every render.)
  const deferredFilters = useDeferredValue(filters);
  const params = ordersParams(deferredFilters, page, new Date());
  const orders = useOrdersQuery(params);
  const remove = useDeleteOrderMutation();
  useLogFailure(orders.error, 'Loading the orders');
  const rows = orders.data?.documents.widgetArray ?? [];
  // The details follow the list's copy, so an edit made there shows once the list reloads.
  const opened = rows.find((order) => order.id === openId);

  function filter<K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) {
    setFilters((old) => ({ ...old, [key]: value }));
    setPage(1);
  }

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  if (opened) return <OrderDetails order={opened} onBack={() => setOpenId(null)} />;

  return (
    <section className="admin-section" aria-labelledby="orders-title">
      <div className="admin-section__header">
        <h2 id="orders-title">Our Orders</h2>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add Manual Order
        </button>
      </div>
      <div className="admin-filters">
        <FilterInput label="Name" type="search" value={filters.name} onValueChange={(value) => filter('name', value)} />
        <FilterInput label="Customer" value={filters.customer} onValueChange={(value) => filter('customer', value)} />
        <label className="admin-filters__item">
          <span>Status</span>
          <select value={filters.status} onChange={(event) => filter('status', event.target.value)}>
            <option value="">All</option>
            {SUBSCRIPTION_FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-filters__item">
          <span>Type</span>
          <select value={filters.type} onChange={(event) => filter('type', event.target.value)}>
            <option value="">All</option>
            {WIDGET_TYPE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <FilterInput
          label="Minimum price"
          value={filters.minPrice}
          onValueChange={(value) => filter('minPrice', value)}
        />
        <FilterInput
          label="Maximum price"
          value={filters.maxPrice}
          onValueChange={(value) => filter('maxPrice', value)}
        />
        <DateFilter
          labels={ORDER_DATE_LABELS}
          preset={filters.preset}
          custom={filters.custom}
          onPresetChange={(value) => filter('preset', value)}
          onCustomChange={(value) => filter('custom', value)}
        />
      </div>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Amount</th>
            <th scope="col">Created Date</th>
            <th scope="col">Renewal Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr
              key={order.id}
              className="admin-table__row"
              // Reachable by keyboard too: Enter opens the details like a click.
              tabIndex={0}
              onClick={() => setOpenId(order.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setOpenId(order.id);
              }}
            >
              <td>{order.userId.displayName}</td>
              <td>{order.subStatus ? statusLabel(order.subStatus) : '-'}</td>
              <td>{order.title}</td>
              <td>{order.widgetType.displayName || order.widgetType.name}</td>
              <td>{formatMonthly(order.widgetType.price)}</td>
              <td>{formatLongDate(order.createdAt)}</td>
              <td>{formatLongDate(order.expires)}</td>
              {/* The buttons do their own thing, not the row's (open the details). */}
              <td onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Edit ${order.title}`}
                  onClick={() => setEditing(order)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Delete ${order.title}`}
                  onClick={() => setDeleting(order)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
          <TableBodyState loading={orders.isPending} empty={rows.length === 0} columns={COLUMNS} />
        </tbody>
      </table>
      <Pager info={orders.data} noun="orders" onPageChange={setPage} />
      <AddOrderPopup open={adding} onClose={() => setAdding(false)} />
      <EditOrderPopup order={editing} onClose={() => setEditing(null)} />
      <ConfirmPopup
        open={deleting !== null}
        title="Delete Subscription"
        question="Are you sure you want to delete this subscription?"
        subject={deleting?.title}
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: closeDelete });
        }}
        onClose={closeDelete}
      />
    </section>
  );
}
