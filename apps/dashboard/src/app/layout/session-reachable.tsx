import { Outlet } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useSession, useSessionQuery } from '../../lib/session/session.query';
import { ErrorAlert } from '../../ui/alert/alert';

/**
 * No answer at all (status 0: network down, API not running) or a gateway's "the API behind me is
 * not answering" (502/503/504).
 */
const UNREACHABLE_STATUSES = [0, 502, 503, 504];

export type ServerTrouble = 'unreachable' | 'failed';

/**
 * Why the login check could not say who the user is: the server was not reached, or it failed
 * (any other 5xx). Null when the API answered the check itself (a 4xx): that failed check counts
 * as signed out (spec 000 §2), as does a check that never failed.
 */
export function serverTrouble(error: Error | null): ServerTrouble | null {
  if (!(error instanceof ApiError)) return null;
  if (UNREACHABLE_STATUSES.includes(error.status)) return 'unreachable';
  return error.status >= 500 ? 'failed' : null;
}

const TROUBLE_TEXTS: Record<ServerTrouble, { title: string; lead: string }> = {
  unreachable: {
    title: "Can't reach the server",
    lead: 'Your widgets are safe. Check your connection, then try again.',
  },
  failed: {
    title: 'The server ran into a problem',
    lead: 'Your widgets are safe and you are still signed in. Please try again in a moment.',
  },
};

/**
 * Wraps the signed-in pages. When the login check failed on the server's side (API down, network
 * gone, a server error) nobody knows whether the user is signed in, so instead of letting the
 * guards treat that as signed out and send them to sign up, it says what happened, with the
 * catalogue's error line and a Retry that asks again.
 */
export function SessionReachable() {
  const { error } = useSession();
  const query = useSessionQuery();
  const trouble = serverTrouble(error);
  if (!trouble || !error) return <Outlet />;
  const texts = TROUBLE_TEXTS[trouble];

  const retrying = query.isFetching;
  return (
    <section className="page page--narrow" aria-labelledby="unreachable-title">
      <h1 className="page__title" id="unreachable-title">
        {texts.title}
      </h1>
      <p className="page__lead">{texts.lead}</p>
      <ErrorAlert message={error.message} />
      <button type="button" className="button" disabled={retrying} onClick={() => void query.refetch()}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
