import type { Widget } from '@widgetry/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import './home.css';
import '../../ui/skeleton/skeleton.css';
import { useApiClient } from '../../lib/api-context';
import { useSession } from '../../lib/session/session.query';
import { InstallPopup } from '../../lib/widgets/install.popup';
import { useWidgetsQuery } from '../../lib/widgets/widgets.queries';
import { DeleteWidgetPopup } from './delete-widget.popup';
import { InstallationsPopup } from './installations.popup';
import { WidgetCard, type WidgetCardAction, WidgetCardSkeleton } from './widget-card';

const SKELETON_CARDS = ['a', 'b', 'c'];

/** Which popup is open, for which widget. The widget itself is read from the live list by id. */
interface OpenPopup {
  action: WidgetCardAction;
  widgetId: string;
}

/** /home: the Dashboard, one card per widget with its popups (spec 000 §2). */
export function HomePage() {
  const displayName = useSession().user?.displayName;
  const { baseUrl } = useApiClient();
  const widgets = useWidgetsQuery();
  const [popup, setPopup] = useState<OpenPopup | null>(null);

  // Spec 000 §8: a failed list load is logged only; the page stays calm.
  useEffect(() => {
    if (widgets.error) console.error('The widget list could not be loaded', widgets.error);
  }, [widgets.error]);

  const popupWidget = (action: WidgetCardAction): Widget | null =>
    popup?.action === action ? (widgets.data?.find((widget) => widget.id === popup.widgetId) ?? null) : null;
  const closePopup = () => setPopup(null);
  const openPopup = (action: WidgetCardAction, widget: Widget) => setPopup({ action, widgetId: widget.id });
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
        <div className="widget-grid">
          {widgets.data.map((widget) => (
            <WidgetCard key={widget.id} widget={widget} apiUrl={baseUrl} onAction={openPopup} />
          ))}
        </div>
      ) : widgets.isError ? (
        <p className="home-empty home-empty--quiet">
          Your widgets could not be loaded right now. Please try again later.
        </p>
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
    </section>
  );
}
