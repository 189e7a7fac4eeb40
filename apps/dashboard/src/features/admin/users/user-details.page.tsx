import { formatLongDate, formatMoney } from '@widgetry/calculators';
import { ADMIN_MESSAGES, type AdminUserDetail, paymentStatus } from '@widgetry/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SuccessAlert } from '../../../ui/alert/alert';
import '../../../ui/skeleton/skeleton.css';
import { statusLabel } from '../../../lib/billing/subscription-status';
import { ADMIN_PATHS } from '../admin-paths';
import { useLogFailure } from '../use-log-failure';
import { useAdminUserDetailsQuery } from './admin-users.api';
import { DETAILS_NOTICE_MS } from './use-timed-notice';
import { canSwitchTo, useUserActions } from './user-actions';

function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card admin-details__card" aria-label={title}>
      <h3 className="card__title">{title}</h3>
      {children}
    </section>
  );
}

function Empty() {
  return <p className="admin-table__empty">{ADMIN_MESSAGES.noRecords}</p>;
}

function InfoCard({ user }: { user: AdminUserDetail }) {
  return (
    <DetailsCard title="Info">
      <dl className="admin-details__info">
        <dt>Name</dt>
        <dd>{user.displayName}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.userRole === 'admin' ? 'Admin' : 'Customer'}</dd>
        <dt>Verified</dt>
        <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
        <dt>Created</dt>
        <dd>{formatLongDate(user.createdAt)}</dd>
        <dt>Payment provider customer</dt>
        <dd>{user.stripeCustomerId ?? '-'}</dd>
      </dl>
    </DetailsCard>
  );
}

function PaymentMethodsCard({ user }: { user: AdminUserDetail }) {
  return (
    <DetailsCard title="Payment Methods">
      {user.paymentMethods.length === 0 ? (
        <Empty />
      ) : (
        <ul className="admin-details__list">
          {user.paymentMethods.map((method) => (
            <li key={method._id}>
              {method.detail || `${method.card.brand} •••• ${method.card.last4}`} · expires{' '}
              {String(method.card.exp_month).padStart(2, '0')}/{method.card.exp_year}
              {method.card.country && ` · ${method.card.country}`}
            </li>
          ))}
        </ul>
      )}
    </DetailsCard>
  );
}

function SubscriptionsCard({ user }: { user: AdminUserDetail }) {
  return (
    <DetailsCard title="Subscriptions">
      {user.widgetArray.length === 0 ? (
        <Empty />
      ) : (
        <table className="admin-table__table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Amount</th>
              <th scope="col">Renewal Date</th>
            </tr>
          </thead>
          <tbody>
            {user.widgetArray.map((order) => (
              <tr key={order.id}>
                <td>{order.title}</td>
                <td>{order.widgetType.displayName || order.widgetType.name}</td>
                <td>{order.subStatus ? statusLabel(order.subStatus) : '-'}</td>
                <td>{formatMoney(order.widgetType.price)}/month</td>
                <td>{formatLongDate(order.expires)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailsCard>
  );
}

function PaymentHistoryCard({ user }: { user: AdminUserDetail }) {
  // Newest first (spec 003 §3: details sort payments by date descending).
  const payments = [...user.payments].sort((a, b) => b.created - a.created);
  return (
    <DetailsCard title="Payment History">
      {payments.length === 0 ? (
        <Empty />
      ) : (
        <table className="admin-table__table">
          <thead>
            <tr>
              <th scope="col">Widget</th>
              <th scope="col">Amount</th>
              <th scope="col">Payment Method</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.widgetName || '-'}</td>
                <td>{formatMoney(payment.amount)}</td>
                <td>{payment.methodDetail || '-'}</td>
                <td>{paymentStatus(payment) === 'paid' ? 'Paid' : 'Failed'}</td>
                <td>{formatLongDate(payment.created)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailsCard>
  );
}

/**
 * User details (/devadmin/users/:userId, spec 003 §2): info, payment methods, subscriptions and
 * payment history, with Send Verification Mail, Edit, Delete and Switch User, and a back link.
 */
export function UserDetailsPage() {
  const { userId = '' } = useParams();
  const details = useAdminUserDetailsQuery(userId);
  const navigate = useNavigate();
  const actions = useUserActions({ noticeMs: DETAILS_NOTICE_MS, onDeleted: () => navigate(ADMIN_PATHS.users) });
  useLogFailure(details.error, 'Loading the user details');
  const user = details.data;

  return (
    <section className="admin-section" aria-labelledby="admin-user-title">
      <Link to={ADMIN_PATHS.users} className="admin-details__back">
        ← Back to Users
      </Link>
      <div className="admin-section__header">
        <h2 className="admin-section__title" id="admin-user-title">
          {user ? user.displayName : 'User details'}
        </h2>
        {user && (
          <div className="admin-table__actions">
            <button type="button" className="button button--secondary" onClick={() => actions.sendVerification(user)}>
              Send Verification Mail
            </button>
            <button type="button" className="button button--secondary" onClick={() => actions.edit(user)}>
              Edit
            </button>
            <button type="button" className="button button--danger" onClick={() => actions.remove(user)}>
              Delete
            </button>
            {canSwitchTo(user) && (
              <button type="button" className="button" onClick={() => actions.switchTo(user)}>
                Switch User
              </button>
            )}
          </div>
        )}
      </div>
      <SuccessAlert message={actions.notice} />
      {details.isPending && (
        <div aria-busy="true" data-testid="details-skeleton">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--long" />
          <div className="skeleton skeleton--short" />
        </div>
      )}
      {details.isError && <p className="admin-table__empty">{ADMIN_MESSAGES.noRecords}</p>}
      {user && (
        <div className="admin-details">
          <InfoCard user={user} />
          <PaymentMethodsCard user={user} />
          <SubscriptionsCard user={user} />
          <PaymentHistoryCard user={user} />
        </div>
      )}
      {actions.popups}
    </section>
  );
}
