import type { Widget } from '@widgetry/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import './home.css';
import '../../ui/form-field/form-field.css';
import '../../ui/skeleton/skeleton.css';
import { useApiClient } from '../../lib/api-context';
import { useSession } from '../../lib/session/session.query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InstallPopup } from '../../lib/widgets/install.popup';
import { useWidgetsQuery } from '../../lib/widgets/widgets.queries';
import { ErrorAlert } from '../../ui/alert/alert';
import { DeleteWidgetPopup } from './delete-widget.popup';
import { useDuplicateWidget } from './duplicate-widget';
import { InstallationsPopup } from './installations.popup';
import { RenameWidgetPopup } from './rename-widget.popup';
import { WidgetCard, type WidgetCardAction, WidgetCardSkeleton } from './widget-card';
import { WidgetListControls } from './widget-list-controls';
import { DEFAULT_LIST_VIEW, viewWidgets } from './widget-list-view';

const SKELETON_CARDS = ['a', 'b', 'c'];

type PopupAction = Exclude<WidgetCardAction, 'duplicate'>;

/** Which popup is open, for which widget. The widget itself is read from the live list by id. */
interface OpenPopup {
  action: PopupAction;
  widgetId: string;
}

/** /home: the Dashboard, one card per widget with its popups (spec 000 §2), searchable and sortable. */
export function HomePage() {
  useDocumentTitle('Dashboard');
  const displayName = useSession().user?.displayName;
  const { baseUrl } = useApiClient();
  const widgets = useWidgetsQuery();
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const [view, setView] = useState(DEFAULT_LIST_VIEW);
  const copies = useDuplicateWidget();
  const shown = useMemo(() => viewWidgets(widgets.data ?? [], view), [widgets.data, view]);

  // Spec 000 §8: a failed list load is logged only; the page stays calm.
  useEffect(() => {
    if (widgets.error) console.error('The widget list could not be loaded', widgets.error);
  }, [widgets.error]);

  const popupWidget = (action: PopupAction): Widget | null =>
    popup?.action === action ? (widgets.data?.find((widget) => widget.id === popup.widgetId) ?? null) : null;
  const closePopup = () => setPopup(null);
  const onAction = (action: WidgetCardAction, widget: Widget) => {
    if (action === 'duplicate') copies.duplicate(widget);
    else setPopup({ action, widgetId: widget.id });
  };
  const installWidget = popupWidget('install');

  return (
    <section className="page">
      <div className="page__header home-header">
        <div>
          <h1 className="page__title">Dashboard</h1>
          {displayName && <p className="page__lead">Welcome, {displayName}.</p>}
        </div>
        <Link className="button" to="/catalog">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Add a New Widget
        </Link>
      </div>

      {widgets.isPending ? (
        <div className="widget-grid" aria-busy="true">
          {SKELETON_CARDS.map((key) => (
            <WidgetCardSkeleton key={key} />
          ))}
        </div>
      ) : widgets.data && widgets.data.length > 0 ? (
        <>
          <WidgetListControls view={view} onChange={setView} />
          {copies.error && <ErrorAlert message={`The copy could not be made: ${copies.error.message}`} />}
          {shown.length > 0 ? (
            <div className="widget-grid">
              {shown.map((widget) => (
                <WidgetCard
                  key={widget.id}
                  widget={widget}
                  apiUrl={baseUrl}
                  duplicating={copies.pendingId === widget.id}
                  onAction={onAction}
                />
              ))}
            </div>
          ) : (
            <div className="home-empty home-empty--quiet">
              <p className="home-empty__lead">No widgets match your search.</p>
              <button type="button" className="link-button" onClick={() => setView({ ...view, search: '' })}>
                Clear search
              </button>
            </div>
          )}
        </>
      ) : widgets.isError ? (
        <div className="home-empty home-empty--quiet">
          <p className="home-empty__lead">Your widgets could not be loaded right now. Please try again later.</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={widgets.isFetching}
            onClick={() => void widgets.refetch()}
          >
            {widgets.isFetching ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      ) : (
        <div className="home-empty">
          <h2 className="home-empty__title">You have no widgets yet</h2>
          <p className="home-empty__lead">
            Pick one from the Widget Library, make it yours in the editor and add it to your site.
          </p>
          <Link className="button" to="/catalog">
            Add your first widget
          </Link>
        </div>
      )}

      <InstallPopup open={installWidget !== null} widget={installWidget} onClose={closePopup} />
      <DeleteWidgetPopup widget={popupWidget('delete')} onClose={closePopup} />
      <InstallationsPopup widget={popupWidget('installations')} onClose={closePopup} />
      <RenameWidgetPopup widget={popupWidget('rename')} onClose={closePopup} />
    </section>
  );
}
