import { formatLongDate } from '@widgetry/calculators';
import { DASHBOARD_MESSAGES, type Site, UNKNOWN_SITE_DOMAIN, type Widget } from '@widgetry/contracts';
import { ErrorAlert } from '../../ui/alert/alert';
import '../../ui/icon-button/icon-button.css';
import { useDeleteSiteMutation } from '../../lib/widgets/widgets.queries';
import { Popup } from '../../ui/popup/popup';

/** 'null' is what the server stores when a page sent no origin (spec 000 §2 shows it as '-'). */
const shownDomain = (site: Site) => (site.domain === UNKNOWN_SITE_DOMAIN ? '-' : site.domain);

/**
 * The sites a widget is installed on (spec 000 §2). `widget` is read from the live list, so a
 * deleted site disappears as soon as the server answers with the remaining ones.
 */
export function InstallationsPopup({ widget, onClose }: { widget: Widget | null; onClose: () => void }) {
  const { mutate, reset, error, isPending, variables } = useDeleteSiteMutation();
  const widgetId = widget?.id;

  // Closing forgets the last error, so the next widget's popup starts clean.
  function close() {
    reset();
    onClose();
  }

  const sites = widget?.sites ?? [];

  return (
    <Popup open={widget !== null} title="Installations" onClose={close}>
      <div className="installations">
        {sites.length === 0 ? (
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
      </div>
      <ErrorAlert message={error?.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          Close
        </button>
      </div>
    </Popup>
  );
}
