import type { SiteAction } from './site-action';
import { shownDomain } from './site-action';

/**
 * The question before an installation is removed or the widget is stopped on a site, saying what
 * will happen: a removed site comes back while the widget's code is still on it, a blocked one
 * does not, and blocking while the widget runs anywhere limits it to the other sites.
 */
export function SiteActionConfirm({
  action,
  nextAllowedSites,
  pending,
  onRemove,
  onBlock,
  onCancel,
}: {
  action: SiteAction;
  /** The allow list a block would save; null when a wildcard covers the site, empty when it is the last one. */
  nextAllowedSites: string[] | null;
  pending: boolean;
  onRemove: () => void;
  onBlock: () => void;
  onCancel: () => void;
}) {
  const domain = shownDomain(action.site);
  return (
    <fieldset className="installations__confirm" aria-label={`Confirm for ${domain}`}>
      {action.kind === 'remove' ? (
        <p>
          Remove <strong>{domain}</strong> from this list? It comes back the next time a visitor opens a page of that
          site while your widget&rsquo;s code is still there. To stop the widget there, block the site instead.
        </p>
      ) : nextAllowedSites === null ? (
        <p>
          <strong>{domain}</strong> is covered by a wildcard in your allowed sites; edit that entry to block it.
        </p>
      ) : nextAllowedSites.length === 0 ? (
        // An empty allow list means "anywhere" to the API: blocking the last site would show the
        // widget everywhere, the opposite of what was asked.
        <p>
          <strong>{domain}</strong> is the only site left for your widget: without it the list would be empty, and an
          empty list shows the widget on any site. To show the widget nowhere, pause it.
        </p>
      ) : (
        <p>
          Block <strong>{domain}</strong>? Your widget will be shown only on {nextAllowedSites.join(', ')}; any other
          site gets nothing.
        </p>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        {action.kind === 'remove' && (
          <button type="button" className="button button--secondary" disabled={pending} onClick={onRemove}>
            Remove from list
          </button>
        )}
        {domain !== '-' && nextAllowedSites !== null && nextAllowedSites.length > 0 && (
          <button type="button" className="button button--danger" disabled={pending} onClick={onBlock}>
            Block this site
          </button>
        )}
      </div>
    </fieldset>
  );
}
