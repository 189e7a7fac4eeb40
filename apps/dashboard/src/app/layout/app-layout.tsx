import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../../features/shell/footer';
import { NavBar } from '../../features/shell/nav-bar';
import { VerifyEmailBanner } from '../../features/shell/verify-email-banner';
import { useSession } from '../../lib/session/session.query';
import { selectIsOverlayOn, useOverlayStore } from '../../ui/overlay/overlay.store';
import { SessionPending } from '../../ui/session-pending/session-pending';
import { PrefetchNext } from './prefetch-next';
import { RouteTitle } from './route-title';

/**
 * Header hidden on previews; footer hidden on /devadmin and previews (spec 000 §2). The document
 * title comes from the matched route's handle, for pages that do not set it themselves.
 *
 * The footer waits for the page: while a lazy page loads (inside the Suspense boundary) or the
 * login check is out, it would sit at the bottom of the screen and then be pushed down by the
 * page, a layout shift Lighthouse counted on /register, /catalog and /editor (issue 28).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const isPreview = pathname === '/preview';
  const showFooter = !isPreview && !pathname.startsWith('/devadmin');
  const isOverlayOn = useOverlayStore(selectIsOverlayOn);
  const { status } = useSession();

  return (
    <div className="app">
      <RouteTitle />
      <PrefetchNext />
      {!isPreview && <NavBar />}
      {!isPreview && <VerifyEmailBanner />}
      <Suspense
        fallback={
          <main className="app__main">
            <SessionPending />
          </main>
        }
      >
        <main className="app__main">
          <Outlet />
        </main>
        {showFooter && status !== 'checking' && <Footer />}
      </Suspense>
      {isOverlayOn && <div className="page-overlay" data-testid="page-overlay" aria-hidden="true" />}
      <ScrollRestoration />
    </div>
  );
}
