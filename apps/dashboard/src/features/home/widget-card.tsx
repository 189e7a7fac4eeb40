import { formatLongDate } from '@widgetry/calculators';
import { BILLING_MESSAGES, DASHBOARD_MESSAGES, isPaidType, type Widget } from '@widgetry/contracts';
import { Link } from 'react-router';
import { endsOnText, statusLabel, statusTone } from '../../lib/billing/subscription-status';
import { SourceStateLine } from '../../lib/widgets/source-state';
import { WidgetLogo } from '../../ui/widget-type-images/widget-type-images';
import { InsightsTrend } from './insights-trend';
import { PauseToggle } from './pause-toggle';
import { typeNameOf } from './widget-list-view';

export type WidgetCardAction = 'install' | 'delete' | 'installations' | 'rename' | 'duplicate';

export const PAID_COPY_NOTE = 'A copy of a paid widget needs its own subscription: Duplicate opens it in the editor.';

/**
 * One dashboard card (spec 000 §2): type, installations, name, renewal, status, text and actions.
 * A free widget has no subscription, so it says "Free" instead of an N/A status and renewal.
 */
export function WidgetCard({
  widget,
  apiUrl,
  duplicating = false,
  onAction,
}: {
  widget: Widget;
  apiUrl: string;
  /** A copy of this widget is being made. */
  duplicating?: boolean;
  onAction: (action: WidgetCardAction, widget: Widget) => void;
}) {
  const { widgetType, siteCount } = widget;
  const typeName = typeNameOf(widget);
  const paid = isPaidType(widgetType);
  // The API fills a new widget's text with its type's name, which the header already shows.
  const text = widget.text.trim() === typeName || widget.text.trim() === widgetType.name ? '' : widget.text;

  return (
    <article className={widget.paused ? 'widget-card widget-card--paused' : 'widget-card'} aria-label={widget.title}>
      <header className="widget-card__header">
        <WidgetLogo className="widget-card__logo" widgetType={widgetType} apiUrl={apiUrl} width={44} height={44} />
        <h2 className="widget-card__type">{typeName}</h2>
        {widget.paused && <span className="widget-card__badge">Paused</span>}
        <button
          type="button"
          className="widget-card__sites"
          aria-label={`Installations (${siteCount})`}
          title="Installations"
          onClick={() => onAction('installations', widget)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <span>{siteCount}</span>
        </button>
      </header>

      <dl className="widget-card__facts">
        <div className="widget-card__name-fact">
          <dt>Widget Name:</dt>{' '}
          <dd className="widget-card__name">
            {/*
              The name tells widgets of one type apart, so it gets the card's whole width and two
              lines (issue 29 #17: beside its label it was cut to 'Mortgag…'). Longer ones end in an
              ellipsis; the whole name is on hover (title) and in the text screen readers read.
            */}
            <span className="widget-card__title" title={widget.title}>
              {widget.title}
            </span>
            <button
              type="button"
              className="link-button widget-card__rename"
              aria-label={`Rename ${widget.title}`}
              onClick={() => onAction('rename', widget)}
            >
              Rename
            </button>
          </dd>
        </div>
        {/* A subscription canceled at its period end does not renew: the card says when it ends instead. */}
        {paid && !widget.cancelAt && (
          <div>
            <dt>Next Renewal:</dt>{' '}
            <dd>{widget.expires ? formatLongDate(widget.expires) : DASHBOARD_MESSAGES.notAvailable}</dd>
          </div>
        )}
        <div>
          <dt>Status:</dt>{' '}
          <dd>
            {paid ? (
              <span className={`widget-card__status widget-card__status--${statusTone(widget.subStatus)}`}>
                {statusLabel(widget.subStatus)}
              </span>
            ) : (
              <span className="widget-card__status widget-card__status--success">Free</span>
            )}
          </dd>
        </div>
        <InsightsTrend widgetId={widget.id} />
      </dl>
      {widget.cancelAt && <p className="widget-card__ending">{endsOnText(widget.cancelAt)}</p>}
      {widget.subStatus === 'past_due' && (
        <div className="widget-card__past-due">
          <p>{BILLING_MESSAGES.pastDueBanner}</p>
          <Link to="/subscription">Update card</Link>
        </div>
      )}
      <SourceStateLine widgetId={widget.id} type={widgetType.name} className="widget-card__source" />
      {text && <p className="widget-card__text">{text}</p>}

      <PauseToggle widget={widget} />

      <footer className="widget-card__actions">
        <Link className="button button--secondary" to={`/editor?widgetId=${encodeURIComponent(widget.id)}`}>
          Edit
        </Link>
        <Link className="button button--secondary" to={`/insights?widgetId=${encodeURIComponent(widget.id)}`}>
          Insights
        </Link>
        <button type="button" className="button" onClick={() => onAction('install', widget)}>
          Install
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={duplicating}
          onClick={() => onAction('duplicate', widget)}
        >
          {duplicating ? 'Duplicating…' : 'Duplicate'}
        </button>
        <button
          type="button"
          className="button button--secondary widget-card__delete"
          onClick={() => onAction('delete', widget)}
        >
          Delete
        </button>
        {paid && <p className="widget-card__copy-note">{PAID_COPY_NOTE}</p>}
      </footer>
    </article>
  );
}

/** A placeholder card while the widgets load. */
export function WidgetCardSkeleton() {
  return (
    <div className="widget-card widget-card--skeleton" aria-hidden="true">
      <div className="widget-card__header">
        <div className="skeleton widget-card__logo" />
        <div className="skeleton skeleton--title" />
      </div>
      <div className="skeleton skeleton--long" />
      <div className="skeleton" />
      <div className="skeleton skeleton--short" />
      <div className="skeleton skeleton--long" />
    </div>
  );
}
