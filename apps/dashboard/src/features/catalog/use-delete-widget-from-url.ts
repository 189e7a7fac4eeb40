import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session/session.query';
import { useDeleteWidgetMutation } from '../../lib/widgets/widgets.queries';

/**
 * Spec 000 §4: the Library, on load, deletes the widget named by ?widgetId (a widget left behind
 * by an abandoned purchase) and then drops the query string from the address. It waits for the
 * login check, deletes only for a signed-in user, and sends the delete once per id even when
 * React mounts effects twice. Returns the delete's error, for the page's error area.
 */
export function useDeleteWidgetFromUrl(): Error | null {
  const [searchParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const { status, isUserLoggedIn } = useSession();
  const { mutate: deleteWidget, error } = useDeleteWidgetMutation();
  const handledId = useRef<string | null>(null);
  const widgetId = searchParams.get('widgetId');

  useEffect(() => {
    if (widgetId === null || status !== 'ready' || handledId.current === widgetId) return;
    handledId.current = widgetId;
    if (isUserLoggedIn && widgetId !== '') deleteWidget(widgetId);
    // Replace, not push: Back must not return to the address that deletes.
    void navigate({ pathname, search: '', hash }, { replace: true });
  }, [widgetId, status, isUserLoggedIn, deleteWidget, navigate, pathname, hash]);

  return error;
}
