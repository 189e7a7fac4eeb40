import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSession } from '../../lib/session/session.query';

/**
 * The page a visitor most likely opens next from a route (the editor from the catalogue, the
 * Dashboard after signing up or in), given in the route's `handle`: its chunk is fetched once this
 * page is on screen (the login check has answered: every first page waits for it) and the browser
 * is idle, so the click does not wait for it and the page itself never competes with it. Fetched
 * any earlier, it slowed the page's own largest paint on a phone profile by 0.4–0.6 s (issue 28).
 */
export interface PrefetchHandle {
  prefetch: () => Promise<unknown>;
}

function isPrefetchHandle(handle: unknown): handle is PrefetchHandle {
  return typeof handle === 'object' && handle !== null && 'prefetch' in handle && typeof handle.prefetch === 'function';
}

/** Runs `work` after the window's load event, when the main thread is idle; returns a cancel. */
function afterLoadWhenIdle(work: () => void): () => void {
  let cancel: () => void = () => {};
  const idle = () => {
    // Safari has no requestIdleCallback; a task after the load event is the next best thing.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(work, { timeout: 5_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/** Fetches the deepest matched route's next likely page (see PrefetchHandle); renders nothing. */
export function PrefetchNext() {
  const matches = useMatches();
  const prefetch = matches.map((match) => match.handle).findLast(isPrefetchHandle)?.prefetch;
  const shown = useSession().status !== 'checking';
  useEffect(() => {
    if (!prefetch || !shown) return;
    // A failed prefetch costs nothing: the navigation asks for the chunk again.
    return afterLoadWhenIdle(() => void prefetch().catch(() => undefined));
  }, [prefetch, shown]);
  return null;
}
