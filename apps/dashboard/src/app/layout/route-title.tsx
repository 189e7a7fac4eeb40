import { useMatches } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * A route's page title, given in its `handle` so pages owned elsewhere need not set it themselves:
 * a fixed text, or a hook for a title that depends on what the page shows (the widget being edited).
 */
export interface RouteTitleHandle {
  title: string | (() => string);
}

function isTitleHandle(handle: unknown): handle is RouteTitleHandle {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return false;
  return typeof handle.title === 'string' || typeof handle.title === 'function';
}

function FixedTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function HookTitle({ useTitle }: { useTitle: () => string }) {
  useDocumentTitle(useTitle());
  return null;
}

/**
 * Sets the document title from the deepest matched route that names one. Pages that call
 * useDocumentTitle themselves have no handle, so they are left alone. A title hook is rendered
 * in a component keyed by its route, so its hooks never change order between renders.
 */
export function RouteTitle() {
  const matches = useMatches();
  const match = matches.findLast((candidate) => isTitleHandle(candidate.handle));
  const handle = match?.handle;
  if (!match || !isTitleHandle(handle)) return null;
  const { title } = handle;
  return typeof title === 'string' ? (
    <FixedTitle key={match.id} title={title} />
  ) : (
    <HookTitle key={match.id} useTitle={title} />
  );
}
