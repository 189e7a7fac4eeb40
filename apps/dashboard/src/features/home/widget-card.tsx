import { formatLongDate } from '@widgetry/calculators';
import { BILLING_MESSAGES, DASHBOARD_MESSAGES, type Widget } from '@widgetry/contracts';
import { Link } from 'react-router';
import { cancelsOnText, statusTone } from '../../lib/billing/subscription-status';
import { WidgetLogo } from '../../ui/widget-type-images/widget-type-images';

export type WidgetCardAction = 'install' | 'delete' | 'installations';

/** One dashboard card (spec 000 §2): type, installations, name, renewal, status, text and actions. */
export function WidgetCard({
  widget,
  apiUrl,
  onAction,
}: {
  widget: Widget;
  apiUrl: string;
  onAction: (action: WidgetCardAction, widget: Widget) => void;
}) {
  const { widgetType } = widget;
  const typeName = widgetType.displayName || widgetType.name;
  const { siteCount } = widget;

  return (
    <article className="widget-card" aria-label={widget.title}>
      <header className="widget-card__header">
        <WidgetLogo className="widget-card__logo" widgetType={widgetType} apiUrl={apiUrl} width={44} height={44} />
        <h2 className="widget-card__type">{typeName}</h2>
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
        <div>
          <dt>Widget Name:</dt> <dd>{widget.title}</dd>
        </div>
        <div>
          <dt>Next Renewal:</dt>{' '}
          <dd>{widget.expires ? formatLongDate(widget.expires) : DASHBOARD_MESSAGES.notAvailable}</dd>
        </div>
        <div>
          <dt>Status:</dt>{' '}
          <dd>
            <span className={`widget-card__status widget-card__status--${statusTone(widget.subStatus)}`}>
              {widget.subStatus ?? DASHBOARD_MESSAGES.notAvailable}
            </span>
          </dd>
        </div>
      </dl>
      {widget.cancelAt && <p className="widget-card__ending">{cancelsOnText(widget.cancelAt)}</p>}
      {widget.subStatus === 'past_due' && (
        <div className="widget-card__past-due">
          <p>{BILLING_MESSAGES.pastDueBanner}</p>
          <Link to="/subscription">Update card</Link>
        </div>
      )}
      {widget.text && <p className="widget-card__text">{widget.text}</p>}

      <footer className="widget-card__actions">
        <Link className="button button--secondary" to={`/editor?widgetId=${encodeURIComponent(widget.id)}`}>
          Edit
        </Link>
        <button type="button" className="button" onClick={() => onAction('install', widget)}>
          Install
        </button>
        <button
          type="button"
          className="button button--secondary widget-card__delete"
          onClick={() => onAction('delete', widget)}
        >
          Delete
        </button>
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
