import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../../features/shell/footer';
import { NavBar } from '../../features/shell/nav-bar';
import { VerifyEmailBanner } from '../../features/shell/verify-email-banner';
import { selectIsOverlayOn, useOverlayStore } from '../../ui/overlay/overlay.store';
import { SessionPending } from '../../ui/session-pending/session-pending';
import { RouteTitle } from './route-title';

/**
 * Header hidden on previews; footer hidden on /devadmin and previews (spec 000 §2). The document
 * title comes from the matched route's handle, for pages that do not set it themselves.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const isPreview = pathname === '/preview';
  const showFooter = !isPreview && !pathname.startsWith('/devadmin');
  const isOverlayOn = useOverlayStore(selectIsOverlayOn);

  return (
    <div className="app">
      <RouteTitle />
      {!isPreview && <NavBar />}
      {!isPreview && <VerifyEmailBanner />}
      <main className="app__main">
        <Suspense fallback={<SessionPending />}>
          <Outlet />
        </Suspense>
      </main>
      {showFooter && <Footer />}
      {isOverlayOn && <div className="page-overlay" data-testid="page-overlay" aria-hidden="true" />}
      <ScrollRestoration />
    </div>
  );
}
