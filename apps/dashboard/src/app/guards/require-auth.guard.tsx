import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '../../lib/session/session.store';
import { SessionPending } from '../../ui/session-pending/session-pending';

/** Signed-in pages. Signed out goes to `redirectTo`: / for most, /register for /account and /abc (spec 000 §2). */
export function RequireAuth({ redirectTo = '/', children }: { redirectTo?: string; children?: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const isUserLoggedIn = useSessionStore((state) => state.isUserLoggedIn);
  if (status !== 'ready') return <SessionPending />;
  if (!isUserLoggedIn) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
