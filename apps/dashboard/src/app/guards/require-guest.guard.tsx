import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/session.query';
import { SessionPending } from '../../ui/session-pending/session-pending';

/** Signed-out pages (/, /register, /resetPassword); a signed-in user goes to `redirectTo`. */
export function RequireGuest({ redirectTo = '/home', children }: { redirectTo?: string; children?: ReactNode }) {
  const { status, isUserLoggedIn } = useSession();
  if (status !== 'ready') return <SessionPending />;
  if (isUserLoggedIn) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
