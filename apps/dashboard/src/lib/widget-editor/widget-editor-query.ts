import type { QueryClient } from '@tanstack/react-query';
import type { WidgetTypeName } from '@widgetry/contracts';
import type { Session } from '../session/session.query';

/** The registry and the editors' loader: a chunk of its own, so the first script can ask for it early. */
const loadEditors = () => import('./widget-editors');

/** The type's editor module (its own chunk) as a query: loaded once, null when the type has none yet. */
export function widgetEditorQuery(type: WidgetTypeName) {
  return {
    queryKey: ['widget-editor', type] as const,
    queryFn: () => loadEditors().then(({ loadWidgetEditor }) => loadWidgetEditor(type)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Modules hold functions and runtimes: keep them as loaded, never merged.
    structuralSharing: false,
  };
}

/**
 * Opened at /editor?widgetType=ID, the first script starts the type's editor code as soon as the
 * login check names the type, beside the editor page's own chunk rather than after it has
 * rendered (issue 28: on a phone the preview, the page's largest paint, waited for both in turn).
 * The loader chunk is asked for at once, in parallel with the check. A failure is left to the
 * editor, whose query asks again and shows it.
 */
export function preloadNewWidgetEditor(
  queryClient: QueryClient,
  session: Promise<Session>,
  address: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const params = new URLSearchParams(address.search);
  const typeId = params.get('widgetType');
  if (address.pathname !== '/editor' || !typeId || params.has('widgetId')) return;
  loadEditors().catch(() => undefined);
  session
    .then(({ widgetTypes }) => {
      const type = widgetTypes.find((candidate) => candidate.id === typeId);
      if (type) return queryClient.prefetchQuery(widgetEditorQuery(type.name));
    })
    .catch(() => undefined);
}
