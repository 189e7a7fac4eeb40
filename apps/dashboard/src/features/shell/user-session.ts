import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type AuthResponse, authResponseSchema, logoutResponseSchema, STORAGE_KEYS } from '@widgetry/contracts';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../app/api-context';
import { useSessionStore } from '../../app/session.store';
import { SESSION_QUERY_KEY } from '../../app/session-check';
import type { ApiClient } from '../../lib/api-client';
import {
  clearImpersonation,
  clearStoredSession,
  getImpersonationAdmin,
  getStoredToken,
  isImpersonating,
  storeLogin,
} from '../../lib/auth-storage';

/** Drops every cached answer that belonged to the previous user (widgets, profile …). */
function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/**
 * POST /user/logout with the stored token: the API ends the session (and the account's others) at
 * once. The token is passed explicitly so a 401 (already ended) does not start a second sign out.
 */
export async function endServerSession(api: ApiClient): Promise<void> {
  const token = getStoredToken();
  if (token) await api.post('/user/logout', undefined, logoutResponseSchema, { token });
}

export interface SignOutOptions {
  /**
   * Whether to end the session on the server first (default true). Not after deleting the account
   * (nothing left to end) nor when the caller has just ended it. An admin's "switch user" session
   * is only forgotten: ending it would sign the customer out of every device too.
   */
  endSession?: boolean;
}

/**
 * Sign out (spec 000 §4): ends the session on the server, clears token, user id and impersonation
 * keys, then goes to / (or to `to`, a / with a query that tells the landing screen why, e.g. after
 * deleting the account).
 */
export function useSignOut(): (to?: string, options?: SignOutOptions) => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to = '/', { endSession = true }: SignOutOptions = {}) => {
    if (endSession && !isImpersonating()) {
      // Best effort: an API that cannot be reached must not keep the user signed in here.
      await endServerSession(api).catch((error: unknown) => console.warn('Sign out on the server failed', error));
    }
    clearStoredSession();
    const { beginSignOut, markLoggedOut } = useSessionStore.getState();
    beginSignOut();
    forgetUserQueries(queryClient);
    try {
      // flushSync: / must be on screen before the guards see 'ready', or the page being left
      // (still rendered inside a transition) would redirect on its own.
      await navigate(to, { replace: true, flushSync: true });
    } finally {
      markLoggedOut();
    }
  };
}

/**
 * 'Switch back to admin' (spec 000 §4): loads the admin with the admin token kept in session
 * storage, makes them the signed-in user again and opens /devadmin. A failure is only logged (spec 000 §8).
 */
export function useSwitchBackToAdmin(): () => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const admin = getImpersonationAdmin();
    if (!admin) return;
    try {
      const { token, id, user } = await api.get(
        `/devadmin/user/${encodeURIComponent(admin.adminId)}`,
        authResponseSchema,
        {
          token: admin.adminToken,
        },
      );
      storeLogin({ token, id });
      clearImpersonation();
      sessionStorage.setItem(STORAGE_KEYS.userSwitched, 'false');
      forgetUserQueries(queryClient);
      useSessionStore.getState().setCurrentUser(user);
      navigate('/devadmin');
    } catch (error) {
      console.error('Switching back to the admin failed', error);
    }
  };
}

/**
 * Starts a session from a {token, id, user} answer (sign-up, sign-in; spec 000 §4): stores the
 * token and user id, makes the user current, refreshes the login check (widget types, flags)
 * and opens the Dashboard.
 */
export function useStartSession(): (session: AuthResponse) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return ({ token, id, user }) => {
    storeLogin({ token, id });
    forgetUserQueries(queryClient);
    useSessionStore.getState().setCurrentUser(user);
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    navigate('/home');
  };
}
