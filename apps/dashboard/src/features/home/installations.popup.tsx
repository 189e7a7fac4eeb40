import { formatLongDate } from '@widgetry/calculators';
import { DASHBOARD_MESSAGES, type Site, UNKNOWN_SITE_DOMAIN, type Widget } from '@widgetry/contracts';
import { useEffect, useState } from 'react';
import { useDeleteSiteMutation, useWidgetSitesQuery } from '../../lib/widgets/widgets.queries';
import { ErrorAlert } from '../../ui/alert/alert';
import '../../ui/icon-button/icon-button.css';
import { Popup } from '../../ui/popup/popup';

/** 'null' is what the server stores when a page sent no origin (spec 000 §2 shows it as '-'). */
const shownDomain = (site: Site) => (site.domain === UNKNOWN_SITE_DOMAIN ? '-' : site.domain);

/**
 * The sites a widget is installed on (spec 000 §2), a page at a time from GET /widget/{id}/sites:
 * a widget may be seen on many sites, and the widget list only carries their count. A deleted
 * site disappears once the server has answered and the page is reloaded.
 */
export function InstallationsPopup({ widget, onClose }: { widget: Widget | null; onClose: () => void }) {
  const { mutate, reset, error, isPending, variables } = useDeleteSiteMutation();
  const widgetId = widget?.id;
  const [page, setPage] = useState(1);
  const sitesQuery = useWidgetSitesQuery(widgetId, page);

  // Closing forgets the last error and the page, so the next widget's popup starts clean.
  function close() {
    reset();
    setPage(1);
    onClose();
  }

  const answer = sitesQuery.data;
  const sites = answer?.sites ?? [];
  const total = answer?.total ?? 0;
  const pageCount = answer ? Math.max(1, Math.ceil(total / answer.limit)) : 1;
  const first = answer ? (answer.page - 1) * answer.limit + 1 : 0;

  // Deleting the last site of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (answer && !sitesQuery.isPlaceholderData && answer.sites.length === 0 && answer.page > 1) {
      setPage(Math.max(1, Math.ceil(answer.total / answer.limit)));
    }
  }, [answer, sitesQuery.isPlaceholderData]);

  return (
    <Popup open={widget !== null} title="Installations" onClose={close}>
      <div className="installations" aria-busy={sitesQuery.isFetching}>
        {!answer ? (
          sitesQuery.isError ? null : (
            <p className="installations__empty">Loading installations…</p>
          )
        ) : sites.length === 0 ? (
          <p className="installations__empty">{DASHBOARD_MESSAGES.noInstallations}</p>
        ) : (
          <table className="installations__table">
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">Last Used</th>
                <th scope="col" className="installations__delete-col">
                  Delete
                </th>
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => (
                <tr key={site._id}>
                  <td className="installations__domain">{shownDomain(site)}</td>
                  <td>{formatLongDate(site.lastSeen)}</td>
                  <td className="installations__delete-col">
                    <button
                      type="button"
                      className="icon-button installations__delete"
                      aria-label={`Delete installation ${shownDomain(site)}`}
                      title="Delete"
                      disabled={isPending && variables?.siteId === site._id}
                      onClick={() => {
                        if (widgetId !== undefined) mutate({ widgetId, siteId: site._id });
                      }}
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pageCount > 1 && (
          <nav className="installations__pages" aria-label="Installation pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              Previous
            </button>
            <span className="installations__range">
              {first}–{first + sites.length - 1} of {total}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pageCount || sitesQuery.isPlaceholderData}
              onClick={() => setPage((current) => current + 1)}
            >
              Next
            </button>
          </nav>
        )}
      </div>
      <ErrorAlert message={error?.message ?? sitesQuery.error?.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          Close
        </button>
      </div>
    </Popup>
  );
}
