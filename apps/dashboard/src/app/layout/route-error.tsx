import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort for a page that threw, or a lazy chunk gone after a deploy: offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="page page--narrow" role="alert">
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__lead">{detail ?? 'This page could not be shown. Reloading usually helps.'}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
