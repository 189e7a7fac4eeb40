import { formatLongDate } from '@widgetry/calculators';
import type { WidgetSite } from '@widgetry/contracts';
import { Fragment } from 'react';
import { isAllowed } from './allowed-sites';
import { shownDomain } from './site-action';
import { VisitorsChart } from './visitors-chart';

/**
 * The domain with a break opportunity after each dot, so a long one wraps between its labels
 * ('shop.' / 'example.com'), never inside a word. Plain text and <wbr>: it still reads (and is
 * found) as one domain.
 */
function breakableDomain(domain: string) {
  const labels = domain.split('.');
  // A domain's labels never reorder: the position is their identity.
  return labels.map((label, index) =>
    index < labels.length - 1 ? (
      <Fragment key={index}>
        {label}.<wbr />
      </Fragment>
    ) : (
      label
    ),
  );
}

/** One installation: where, when last, how many visitors, and what the owner can do about it. */
export function InstallationRow({
  site,
  allowedSites,
  busy,
  onAllow,
  onBlock,
  onRemove,
}: {
  site: WidgetSite;
  allowedSites: readonly string[];
  busy: boolean;
  onAllow: () => void;
  onBlock: () => void;
  onRemove: () => void;
}) {
  const domain = shownDomain(site);
  const allowed = isAllowed(site.domain, allowedSites);
  return (
    <tr>
      <td className="installations__domain">
        {breakableDomain(domain)}
        {!allowed && <span className="installations__blocked"> (not shown)</span>}
      </td>
      <td data-label="Last Used">{formatLongDate(site.lastSeen)}</td>
      <td data-label="Visitors (30 days)">
        <VisitorsChart visitorsByDay={site.visitorsByDay} visitors={site.visitors} />
      </td>
      <td className="installations__actions">
        {/* The cell stays a table cell (so it lines up with its row); its buttons sit in a row inside. */}
        <div className="installations__action-buttons">
          {domain !== '-' &&
            (allowed ? (
              <button type="button" className="link-button" disabled={busy} onClick={onBlock}>
                Block this site
              </button>
            ) : (
              <button type="button" className="link-button" disabled={busy} onClick={onAllow}>
                Allow this site
              </button>
            ))}
          <button
            type="button"
            className="icon-button installations__delete"
            aria-label={`Delete installation ${domain}`}
            title="Delete"
            disabled={busy}
            onClick={onRemove}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      </td>
    </tr>
  );
}
