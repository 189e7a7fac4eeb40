import { formatLongDate } from '@widgetry/calculators';
import { type Payment, paymentStatus } from '@widgetry/contracts';
import { useDeferredValue, useState } from 'react';
import { Pager } from '../../../ui/pager/pager';
import { ConfirmPopup } from '../../../ui/popup/popup';
import {
  type CustomDates,
  DateFilter,
  type DatePreset,
  dateRange,
  FilterInput,
  formatPrice,
  numericBound,
  PAYMENT_DATE_LABELS,
  TableBodyState,
} from '../filters';
import { useLogFailure } from '../use-log-failure';
import { AddPaymentPopup } from './add-payment.popup';
import { type PaymentsParams, useDeletePaymentMutation, usePaymentsQuery } from './payments.api';

interface PaymentFilters {
  widget: string;
  customer: string;
  status: '' | 'paid' | 'failed';
  minAmount: string;
  maxAmount: string;
  preset: DatePreset;
  custom: CustomDates;
}

const NO_FILTERS: PaymentFilters = {
  widget: '',
  customer: '',
  status: '',
  minAmount: '',
  maxAmount: '',
  preset: 'all',
  custom: { start: '', end: '' },
};

const COLUMNS = 7;
const STATUS_LABELS = { paid: 'Paid', failed: 'Failed' } as const;

/** The query the filters ask for; bounds that are not numbers are left out (spec 003 §9). */
export function paymentsParams(filters: PaymentFilters, page: number, now: Date): PaymentsParams {
  return {
    page,
    widget: filters.widget.trim(),
    customer: filters.customer.trim(),
    status: filters.status,
    minAmount: numericBound(filters.minAmount),
    maxAmount: numericBound(filters.maxAmount),
    ...dateRange(filters.preset, now, filters.custom),
  };
}

function isStatus(value: string): value is PaymentFilters['status'] {
  return value === '' || value === 'paid' || value === 'failed';
}

/** /devadmin/payments: Payment History (spec 003 §2), filtered and paged on the server. */
export function PaymentsSection() {
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  // Typing in a filter should not send a request per keystroke ahead of the one that matters.
  // (The state object is deferred, not a fresh params object, which would differ on every render.)
  const deferredFilters = useDeferredValue(filters);
  const params = paymentsParams(deferredFilters, page, new Date());
  const payments = usePaymentsQuery(params);
  const remove = useDeletePaymentMutation();
  useLogFailure(payments.error, 'Loading the payments');
  const rows = payments.data?.documents ?? [];

  function filter<K extends keyof PaymentFilters>(key: K, value: PaymentFilters[K]) {
    setFilters((old) => ({ ...old, [key]: value }));
    setPage(1);
  }

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  return (
    <section className="admin-section" aria-labelledby="payments-title">
      <div className="admin-section__header">
        <h2 id="payments-title">Payment History</h2>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add New Payment
        </button>
      </div>
      <div className="admin-filters">
        <FilterInput
          label="Widget name"
          type="search"
          value={filters.widget}
          onValueChange={(value) => filter('widget', value)}
        />
        <FilterInput label="Customer" value={filters.customer} onValueChange={(value) => filter('customer', value)} />
        <label className="admin-filters__item">
          <span>Status</span>
          <select
            value={filters.status}
            onChange={(event) => {
              if (isStatus(event.target.value)) filter('status', event.target.value);
            }}
          >
            <option value="">All</option>
            <option value="paid">Paid</option>
            <option value="failed">Failed</option>
          </select>
        </label>
        <DateFilter
          labels={PAYMENT_DATE_LABELS}
          preset={filters.preset}
          custom={filters.custom}
          onPresetChange={(value) => filter('preset', value)}
          onCustomChange={(value) => filter('custom', value)}
        />
        <FilterInput
          label="Minimum amount"
          value={filters.minAmount}
          onValueChange={(value) => filter('minAmount', value)}
        />
        <FilterInput
          label="Maximum amount"
          value={filters.maxAmount}
          onValueChange={(value) => filter('maxAmount', value)}
        />
      </div>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Widget</th>
            <th scope="col">Amount</th>
            <th scope="col">Payment Method</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((payment) => (
            <tr key={payment.id}>
              <td>{payment.userName}</td>
              <td>{payment.widgetName}</td>
              <td>{formatPrice(payment.amount)}</td>
              <td>{payment.methodDetail}</td>
              <td>{STATUS_LABELS[paymentStatus(payment)]}</td>
              <td>{formatLongDate(payment.created)}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Delete payment of ${payment.userName}`}
                  onClick={() => setDeleting(payment)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
          <TableBodyState loading={payments.isPending} empty={rows.length === 0} columns={COLUMNS} />
        </tbody>
      </table>
      <Pager info={payments.data} noun="payments" onPageChange={setPage} />
      <AddPaymentPopup open={adding} onClose={() => setAdding(false)} />
      <ConfirmPopup
        open={deleting !== null}
        title="Delete Payment"
        question="Are you sure you want to delete this payment?"
        subject={deleting ? `${deleting.userName} – ${formatPrice(deleting.amount)}` : undefined}
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
