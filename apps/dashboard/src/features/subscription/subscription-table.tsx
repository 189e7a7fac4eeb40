import { formatLongDate } from '@widgetry/calculators';
import {
  BILLING_MESSAGES,
  canEditCard,
  cardEditTooltip,
  DASHBOARD_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionRow,
} from '@widgetry/contracts';
import { type MouseEvent, useId } from 'react';
import { endsOnText, formatMonthlyPrice, statusLabel, statusTone } from '../../lib/billing/subscription-status';
import '../../ui/icon-button/icon-button.css';

export type SubscriptionAction = 'details' | 'card' | 'cancel' | 'resume';

const COLUMNS = 9;
const SKELETON_ROWS = ['a', 'b', 'c'];

/** A canceled-at-period-end subscription can be resumed, and cannot be canceled again. */
export const isEnding = (row: SubscriptionRow) => row.cancelAt !== null;
/** Only a live subscription (the statuses whose card may change) can be canceled. */
export const canCancel = (row: SubscriptionRow) => canEditCard(row.subStatus) && !isEnding(row);
export const typeNameOf = (row: SubscriptionRow) => row.widgetType.displayName || row.widgetType.name;

/** A button inside a clickable row does its own thing, not the row's (open the details). */
function own(handler: () => void) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    handler();
  };
}

function CardIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 10h18M7 15h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The card edit icon (spec 003 §4): usable for active and past_due. Otherwise it stays focusable but
 * aria-disabled, so keyboard and screen reader users reach the tooltip that says why.
 */
function CardEditButton({ row, onEdit }: { row: SubscriptionRow; onEdit: () => void }) {
  const tooltipId = useId();
  const tooltip = cardEditTooltip(row.subStatus);
  const label = `Update card for ${row.title}`;
  if (tooltip === null) {
    return (
      <button
        type="button"
        className={`icon-button subscriptions__card-edit${row.subStatus === 'past_due' ? ' subscriptions__card-edit--urgent' : ''}`}
        aria-label={label}
        title="Update card"
        onClick={own(onEdit)}
      >
        <CardIcon />
      </button>
    );
  }
  return (
    <span className="subscriptions__tooltip-anchor">
      <button
        type="button"
        className="icon-button subscriptions__card-edit"
        aria-label={label}
        aria-disabled="true"
        aria-describedby={tooltipId}
        onClick={(event) => event.stopPropagation()}
      >
        <CardIcon />
      </button>
      <span className="subscriptions__tooltip" role="tooltip" id={tooltipId}>
        {tooltip}
      </span>
    </span>
  );
}

function StatusCell({ row }: { row: SubscriptionRow }) {
  return (
    <div className="subscriptions__status">
      <span className={`status-pill status-pill--${statusTone(row.subStatus)}`}>{statusLabel(row.subStatus)}</span>
    </div>
  );
}

function EndCell({
  row,
  resuming,
  onAction,
}: {
  row: SubscriptionRow;
  resuming: boolean;
  onAction: (action: SubscriptionAction, row: SubscriptionRow) => void;
}) {
  if (isEnding(row)) {
    return (
      <button
        type="button"
        className="button button--secondary subscriptions__action"
        aria-label={`Resume ${row.title}`}
        disabled={resuming}
        onClick={own(() => onAction('resume', row))}
      >
        {resuming ? 'Resuming…' : 'Resume'}
      </button>
    );
  }
  if (!canCancel(row)) return <span aria-hidden="true">-</span>;
  return (
    <button
      type="button"
      className="button button--secondary subscriptions__action subscriptions__cancel"
      aria-label={`Cancel ${row.title}`}
      onClick={own(() => onAction('cancel', row))}
    >
      Cancel
    </button>
  );
}

function SubscriptionRows({
  row,
  resuming,
  onAction,
}: {
  row: SubscriptionRow;
  resuming: boolean;
  onAction: (action: SubscriptionAction, row: SubscriptionRow) => void;
}) {
  const pastDue = row.subStatus === 'past_due';
  return (
    <>
      <tr
        className={pastDue ? 'subscriptions__row subscriptions__row--past-due' : 'subscriptions__row'}
        data-testid={`subscription-${row.id}`}
        onClick={() => onAction('details', row)}
      >
        <td className="subscriptions__title-cell">
          {/* The row opens the details on click; this button is the same for keyboards. */}
          <button
            type="button"
            className="link-button subscriptions__title"
            onClick={own(() => onAction('details', row))}
          >
            {row.title}
          </button>
        </td>
        <td data-label="Type">{typeNameOf(row)}</td>
        <td data-label="Created">{formatLongDate(row.createdAt)}</td>
        {/* Canceled at its period end, it does not renew: the Renewal column says when it ends. */}
        <td data-label="Renewal">
          {row.cancelAt ? (
            <span className="subscriptions__ending">{endsOnText(row.cancelAt)}</span>
          ) : (
            formatLongDate(row.expires)
          )}
        </td>
        <td data-label="Card" className="subscriptions__icon-col">
          <CardEditButton row={row} onEdit={() => onAction('card', row)} />
        </td>
        <td data-label="Payment Method">{row.defaultPaymentMethod?.detail || DASHBOARD_MESSAGES.notAvailable}</td>
        <td data-label="Price per month" className="subscriptions__price">
          {formatMonthlyPrice(row.widgetType.price)}
        </td>
        <td data-label="Status">
          <StatusCell row={row} />
        </td>
        <td className="subscriptions__end-cell">
          <EndCell row={row} resuming={resuming} onAction={onAction} />
        </td>
      </tr>
      {pastDue && (
        <tr className="subscriptions__notice-row" data-testid={`subscription-${row.id}-notice`}>
          <td colSpan={COLUMNS}>
            <div className="subscriptions__notice">
              <span>{BILLING_MESSAGES.pastDueBanner}</span>
              <button type="button" className="link-button" onClick={() => onAction('card', row)}>
                Update card
              </button>
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

function SkeletonRows() {
  return SKELETON_ROWS.map((key) => (
    <tr key={key} className="subscriptions__skeleton-row">
      {Array.from({ length: COLUMNS }, (_, column) => (
        <td key={column}>
          <div className="skeleton" />
        </td>
      ))}
    </tr>
  ));
}

/** The customer subscription list (spec 003 §2): skeleton rows while loading, 'No Result Found' when empty. */
export function SubscriptionTable({
  rows,
  resumingId,
  onAction,
}: {
  /** Undefined while loading. */
  rows: SubscriptionRow[] | undefined;
  resumingId: string | null;
  onAction: (action: SubscriptionAction, row: SubscriptionRow) => void;
}) {
  return (
    <div className="subscriptions">
      <table className="subscriptions__table" aria-busy={rows === undefined}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Created</th>
            <th scope="col">Renewal</th>
            <th scope="col" className="subscriptions__icon-col">
              <span className="subscriptions__sr-only">Card</span>
            </th>
            <th scope="col">Payment Method</th>
            <th scope="col">Price per month</th>
            <th scope="col">Status</th>
            <th scope="col">Cancel</th>
          </tr>
        </thead>
        <tbody>
          {rows === undefined ? (
            <SkeletonRows />
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="subscriptions__empty">
                {SUBSCRIPTION_MESSAGES.noResults}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <SubscriptionRows key={row.id} row={row} resuming={resumingId === row.id} onAction={onAction} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
