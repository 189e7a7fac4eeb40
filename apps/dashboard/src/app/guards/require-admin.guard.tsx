import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/session.query';
import { SessionPending } from '../../ui/session-pending/session-pending';

/**
 * Admin pages (/devadmin). A signed-in non-admin goes to `redirectTo` (/home); a visitor to
 * `signedOutRedirectTo` (/), like every other protected page. The API re-checks the role itself.
 */
export function RequireAdmin({
  redirectTo = '/home',
  signedOutRedirectTo = '/',
  children,
}: {
  redirectTo?: string;
  signedOutRedirectTo?: string;
  children?: ReactNode;
}) {
  const { status, isUserLoggedIn, isAdmin } = useSession();
  if (status !== 'ready') return <SessionPending />;
  if (!isUserLoggedIn) return <Navigate to={signedOutRedirectTo} replace />;
  if (!isAdmin) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
