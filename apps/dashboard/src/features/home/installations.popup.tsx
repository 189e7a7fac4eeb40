import { DASHBOARD_MESSAGES, effectiveAllowedSites, type Widget } from '@widgetry/contracts';
import { useEffect, useState } from 'react';
import { useDeleteSiteMutation, useWidgetSitesQuery } from '../../lib/widgets/widgets.queries';
import { ErrorAlert } from '../../ui/alert/alert';
import '../../ui/icon-button/icon-button.css';
import { Pager } from '../../ui/pager/pager';
import { Popup } from '../../ui/popup/popup';
import { allowSite, blockSite } from './installations/allowed-sites';
import { InstallationRow } from './installations/installation-row';
import { useAllowedSitesMutation } from './installations/installations.api';
import type { SiteAction } from './installations/site-action';
import { SiteActionConfirm } from './installations/site-action-confirm';

/**
 * The sites a widget is installed on (spec 000 §2), a page at a time from GET /widget/{id}/sites:
 * a widget may be seen on many sites, and the widget list only carries their count. Each row
 * shows its visitors and lets the owner allow or block the site; removing one asks first, since a
 * site comes back while the widget's code is still on it.
 */
export function InstallationsPopup({ widget, onClose }: { widget: Widget | null; onClose: () => void }) {
  return (
    <Popup open={widget !== null} title="Installations" onClose={onClose}>
      {/* Mounted per opened widget: its first page, no old error or question. */}
      {widget && <InstallationsFor key={widget.id} widget={widget} onClose={onClose} />}
    </Popup>
  );
}

/** Where the widget is shown, in words; `fromWebsite`: the list is the menu's Website address, not the owner's. */
function shownOnText(allowedSites: readonly string[], fromWebsite: boolean): string {
  if (allowedSites.length === 0) return 'Shown on any site.';
  if (fromWebsite) return `Shown only on ${allowedSites[0]} and its subdomains (the menu's Website address).`;
  return `Shown only on: ${allowedSites.join(', ')}.`;
}

function InstallationsFor({ widget, onClose }: { widget: Widget; onClose: () => void }) {
  const { mutate, error, isPending } = useDeleteSiteMutation();
  const allowList = useAllowedSitesMutation(widget);
  const [action, setAction] = useState<SiteAction | null>(null);
  const widgetId = widget.id;
  const [page, setPage] = useState(1);
  const sitesQuery = useWidgetSitesQuery(widgetId, page);

  const answer = sitesQuery.data;
  const sites = answer?.sites ?? [];
  const total = answer?.total ?? 0;
  const pageCount = answer ? Math.max(1, Math.ceil(total / answer.limit)) : 1;
  // Where the widget really shows: an accessibility menu without a list is held to its Website
  // address by the embed endpoint, so allowing or blocking starts from that, not from "anywhere".
  const allowedSites = effectiveAllowedSites(widget.htmlData, widget.allowedSites);
  const busy = isPending || allowList.isPending;
  const nextAllowedSites = action
    ? blockSite(
        action.site.domain,
        allowedSites,
        sites.map((site) => site.domain),
      )
    : null;

  function remove(site: SiteAction['site']) {
    mutate({ widgetId: widget.id, siteId: site._id }, { onSuccess: () => setAction(null) });
  }

  // Deleting the last site of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (answer && !sitesQuery.isPlaceholderData && answer.sites.length === 0 && answer.page > 1) {
      setPage(Math.max(1, Math.ceil(answer.total / answer.limit)));
    }
  }, [answer, sitesQuery.isPlaceholderData]);

  return (
    <>
      <div className="installations" aria-busy={sitesQuery.isFetching}>
        <p className="installations__allowed">{shownOnText(allowedSites, widget.allowedSites.length === 0)}</p>
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
                <th scope="col">Visitors (30 days)</th>
                <th scope="col" className="installations__actions">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => (
                <InstallationRow
                  key={site._id}
                  site={site}
                  allowedSites={allowedSites}
                  busy={busy}
                  onAllow={() => allowList.mutate(allowSite(site.domain, allowedSites))}
                  onBlock={() => setAction({ kind: 'block', site })}
                  onRemove={() => setAction({ kind: 'remove', site })}
                />
              ))}
            </tbody>
          </table>
        )}
        {pageCount > 1 && (
          <Pager
            info={answer}
            noun="sites"
            label="Installation pages"
            pending={sitesQuery.isPlaceholderData}
            onPageChange={setPage}
          />
        )}
      </div>
      {action && action.kind !== 'allow' && (
        <SiteActionConfirm
          action={action}
          nextAllowedSites={nextAllowedSites}
          pending={busy}
          onRemove={() => remove(action.site)}
          onBlock={() => {
            if (nextAllowedSites) allowList.mutate(nextAllowedSites, { onSuccess: () => setAction(null) });
          }}
          onCancel={() => setAction(null)}
        />
      )}
      <ErrorAlert message={error?.message ?? allowList.error?.message ?? sitesQuery.error?.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}
