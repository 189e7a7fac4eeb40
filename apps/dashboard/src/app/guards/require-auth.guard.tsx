import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/session.query';
import { SessionPending } from '../../ui/session-pending/session-pending';

/** Signed-in pages. Signed out goes to `redirectTo`: / for most, /register for /account and /abc (spec 000 §2). */
export function RequireAuth({ redirectTo = '/', children }: { redirectTo?: string; children?: ReactNode }) {
  const { status, isUserLoggedIn } = useSession();
  if (status !== 'ready') return <SessionPending />;
  if (!isUserLoggedIn) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
