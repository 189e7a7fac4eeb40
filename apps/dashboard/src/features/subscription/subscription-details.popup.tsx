import { formatLongDate, formatMoney } from '@widgetry/calculators';
import { DASHBOARD_MESSAGES, paymentStatus, type SubscriptionRow } from '@widgetry/contracts';
import { endsOnText, formatMonthlyPrice, statusLabel } from '../../lib/billing/subscription-status';
import { Popup } from '../../ui/popup/popup';
import { typeNameOf } from './subscription-table';

/** An open invoice can be paid on the provider's page while the subscription waits for it. */
const awaitsPayment = (row: SubscriptionRow) =>
  row.hostedUrl !== null && (row.subStatus === 'incomplete' || row.subStatus === 'past_due');

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A row's read-only details (spec 003 §2 "a row click opens a read-only details view") with its payments. */
export function SubscriptionDetailsPopup({ row, onClose }: { row: SubscriptionRow | null; onClose: () => void }) {
  // Newest first, as the admin details list them (spec 003 §3).
  const payments = row ? [...row.payments].sort((a, b) => b.created - a.created) : [];
  return (
    <Popup open={row !== null} title={row?.title ?? ''} onClose={onClose}>
      {row && (
        <div className="subscription-details">
          <dl className="subscription-details__facts">
            <Fact label="Type">{typeNameOf(row)}</Fact>
            <Fact label="Status">{statusLabel(row.subStatus)}</Fact>
            <Fact label="Price per month">{formatMonthlyPrice(row.widgetType.price)}</Fact>
            <Fact label="Created">{formatLongDate(row.createdAt)}</Fact>
            <Fact label="Renewal">{row.cancelAt ? endsOnText(row.cancelAt) : formatLongDate(row.expires)}</Fact>
            <Fact label="Payment Method">{row.defaultPaymentMethod?.detail || DASHBOARD_MESSAGES.notAvailable}</Fact>
          </dl>
          {awaitsPayment(row) && row.hostedUrl && (
            <a className="button" href={row.hostedUrl}>
              Pay the open invoice
            </a>
          )}
          <h3 className="subscription-details__heading">Payments</h3>
          {payments.length === 0 ? (
            <p className="subscription-details__empty">No payments yet.</p>
          ) : (
            <div className="subscription-details__payments">
              <table className="subscriptions__table">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Payment Method</th>
                    <th scope="col">Status</th>
                    <th scope="col">Invoice</th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((payment) => (
                    <tr key={payment._id}>
                      <td>{formatLongDate(payment.created)}</td>
                      <td>{formatMoney(payment.amount)}</td>
                      <td>{payment.methodDetail || DASHBOARD_MESSAGES.notAvailable}</td>
                      <td>{paymentStatus(payment)}</td>
                      <td>
                        {payment.invoiceUrl ? (
                          // The provider's own page (Stripe's hosted invoice, or the test provider's).
                          <a
                            href={payment.invoiceUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`Invoice of ${formatLongDate(payment.created)} (opens in a new tab)`}
                          >
                            View invoice
                          </a>
                        ) : (
                          DASHBOARD_MESSAGES.notAvailable
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Popup>
  );
}
