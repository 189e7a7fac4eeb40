import { Outlet } from 'react-router';
import { type ServerTrouble, serverTrouble } from '../../lib/session/server-trouble';
import { useSession, useSessionQuery } from '../../lib/session/session.query';
import { ErrorAlert } from '../../ui/alert/alert';

export { type ServerTrouble, serverTrouble };

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
