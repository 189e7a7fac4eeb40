import { Outlet } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useSession, useSessionQuery } from '../../lib/session/session.query';
import { ErrorAlert } from '../../ui/alert/alert';

/**
 * No answer at all (status 0: network down, API not running) or a gateway's "the API behind me is
 * not answering" (502/503/504). Any other failure came from the API itself and keeps the guards'
 * rule: a failed check counts as signed out.
 */
const UNREACHABLE_STATUSES = [0, 502, 503, 504];

export function isServerUnreachable(error: Error | null): error is ApiError {
  return error instanceof ApiError && UNREACHABLE_STATUSES.includes(error.status);
}

/**
 * Wraps the signed-in pages. When the login check failed (API down, network gone) nobody knows
 * whether the user is signed in, so instead of letting the guards treat that as signed out and
 * send them to sign up, it says the server cannot be reached, with the catalogue's error line and
 * a Retry that asks again.
 */
export function SessionReachable() {
  const { error } = useSession();
  const query = useSessionQuery();
  if (!isServerUnreachable(error)) return <Outlet />;

  const retrying = query.isFetching;
  return (
    <section className="page page--narrow" aria-labelledby="unreachable-title">
      <h1 className="page__title" id="unreachable-title">
        Can't reach the server
      </h1>
      <p className="page__lead">Your widgets are safe. Check your connection, then try again.</p>
      <ErrorAlert message={error.message} />
      <button type="button" className="button" disabled={retrying} onClick={() => void query.refetch()}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
