import { formatLongDate } from '@widgetry/calculators';
import { ADMIN_MESSAGES, type Order, paymentStatus, UNKNOWN_SITE_DOMAIN } from '@widgetry/contracts';
import { useState } from 'react';
import { statusLabel } from '../../../lib/billing/subscription-status';
import { Popup } from '../../../ui/popup/popup';
import { formatMonthly, formatPrice, yearlyTotal } from '../filters';
import { AddPaymentPopup } from '../payments';
import { EditOrderPopup } from './edit-order.popup';
import { createdDateOf, paymentsNewestFirst } from './order-figures';

const typeName = (order: Order) => order.widgetType.displayName || order.widgetType.name;

/** The installations of an order: domains and when each was last seen. */
function SitesPopup({ open, order, onClose }: { open: boolean; order: Order; onClose: () => void }) {
  return (
    <Popup open={open} title="Installations" onClose={onClose}>
      {order.sites.length === 0 ? (
        <p>No installations yet.</p>
      ) : (
        <ul>
          {order.sites.map((site) => (
            <li key={site.id}>
              {site.domain === UNKNOWN_SITE_DOMAIN ? '-' : site.domain} – {formatLongDate(site.lastSeen)}
            </li>
          ))}
        </ul>
      )}
    </Popup>
  );
}

type Open = 'none' | 'sites' | 'edit' | 'payment';

/** A subscription's details (spec 003 §2 Subscriptions, row click), with a way back to the list. */
export function OrderDetails({ order, onBack }: { order: Order; onBack: () => void }) {
  const [open, setOpen] = useState<Open>('none');
  const monthly = order.widgetType.price;
  const payments = paymentsNewestFirst(order);
  const close = () => setOpen('none');

  return (
    <section className="admin-section" aria-label="Subscription details">
      <button type="button" className="button button--secondary" onClick={onBack}>
        Back
      </button>
      <h2>{order.title}</h2>
      <div className="admin-cards">
        <div className="admin-card">
          <h3>Subscription Details</h3>
          <dl className="admin-card__facts">
            <dt>Status</dt>
            <dd>{order.subStatus ? statusLabel(order.subStatus) : '-'}</dd>
            <dt>Monthly total</dt>
            <dd>{formatPrice(monthly)}</dd>
            <dt>Yearly total</dt>
            <dd>{formatPrice(yearlyTotal(monthly))}</dd>
            <dt>Created date</dt>
            <dd>{formatLongDate(createdDateOf(order))}</dd>
            <dt>Renewal date</dt>
            <dd>{formatLongDate(order.expires)}</dd>
          </dl>
        </div>
        <div className="admin-card">
          <h3>Product Details</h3>
          <dl className="admin-card__facts">
            <dt>Name</dt>
            <dd>{order.title}</dd>
            <dt>Type</dt>
            <dd>{typeName(order)}</dd>
            <dt>Installations</dt>
            <dd>
              <button type="button" className="button button--secondary" onClick={() => setOpen('sites')}>
                {order.sites.length}
              </button>
            </dd>
          </dl>
        </div>
        <div className="admin-card">
          <h3>Customer</h3>
          <p>{order.userId.displayName}</p>
          <p>{order.userId.email}</p>
        </div>
        <div className="admin-card">
          <h3>Upcoming Payment</h3>
          <p>
            {order.expires ? `${formatMonthly(monthly)} on ${formatLongDate(order.expires)}` : 'No upcoming payment'}
          </p>
        </div>
      </div>
      <h3>Payment History</h3>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Amount</th>
            <th scope="col">Payment Method</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{formatPrice(payment.amount)}</td>
              <td>{payment.methodDetail}</td>
              <td>{paymentStatus(payment) === 'paid' ? 'Paid' : 'Failed'}</td>
              <td>{formatLongDate(payment.created)}</td>
            </tr>
          ))}
          {payments.length === 0 && (
            <tr>
              <td colSpan={4} className="admin-table__empty">
                {ADMIN_MESSAGES.noRecords}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="popup__actions">
        <button type="button" className="button" onClick={() => setOpen('edit')}>
          Edit Subscription
        </button>
        <button type="button" className="button" onClick={() => setOpen('payment')}>
          Add Payment
        </button>
      </div>
      <SitesPopup open={open === 'sites'} order={order} onClose={close} />
      <EditOrderPopup order={open === 'edit' ? order : null} onClose={close} />
      <AddPaymentPopup
        open={open === 'payment'}
        fixed={{
          userId: order.userId.id ?? '',
          widgetId: order.id,
          customerName: order.userId.displayName,
          widgetTitle: order.title,
        }}
        onClose={close}
      />
    </section>
  );
}
