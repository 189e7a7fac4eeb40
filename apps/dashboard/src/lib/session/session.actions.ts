import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type AuthResponse, type ImpersonationResponse, STORAGE_KEYS, type User } from '@widgetry/contracts';
import { useNavigate } from 'react-router';
import type { ApiClient } from '../api-client';
import { useApiClient } from '../api-context';
import {
  clearImpersonation,
  clearStoredSession,
  getImpersonationAdmin,
  getStoredToken,
  getStoredUserId,
  isImpersonating,
  startImpersonation,
  storeLogin,
} from '../auth-storage';
import { lazySchema, loadWireSchemas } from '../lazy-schema';
import { SESSION_QUERY_KEY, setSessionSignedOut, setSessionUser } from './session.query';
import { useSignOutStore } from './sign-out.store';

const logoutResponseSchema = lazySchema(() => loadWireSchemas().then((schemas) => schemas.logoutResponseSchema));
const impersonationResponseSchema = lazySchema(() =>
  loadWireSchemas().then((schemas) => schemas.impersonationResponseSchema),
);

/** Drops every cached answer that belonged to the previous user (widgets, profile …). */
function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/**
 * Makes `user` the signed-in user in the login check's cache. A check still on its way was sent
 * with the previous token; it is cancelled first so its answer cannot replace this one.
 */
async function switchUser(queryClient: QueryClient, user: User): Promise<void> {
  forgetUserQueries(queryClient);
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  // The widget types are everyone's, so a check that has answered needs no second asking; one
  // that never did (or failed) is asked again, now with the new token.
  const answered = queryClient.getQueryState(SESSION_QUERY_KEY)?.status === 'success';
  setSessionUser(queryClient, user);
  if (!answered) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
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
    const { beginSignOut, endSignOut, takeRefused } = useSignOutStore.getState();
    beginSignOut();
    // Signing out on purpose: a refusal of the old token on its way is no news to the user.
    takeRefused();
    try {
      // A check on its way still carries the old token: its answer must not sign the user back in.
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      setSessionSignedOut(queryClient);
      forgetUserQueries(queryClient);
      // flushSync: / must be on screen before the guards see 'ready', or the page being left
      // (still rendered inside a transition) would redirect on its own.
      await navigate(to, { replace: true, flushSync: true });
    } finally {
      endSignOut();
    }
  };
}

/**
 * GET /devadmin/user/{id} answers the user with the token inside it (spec 003 §7 "user with
 * token"), not the {token, id, user} of a sign-in; this is that answer as a session to start.
 */
export function sessionOf({ user: { token, ...user } }: ImpersonationResponse): AuthResponse {
  return { token, id: user.id, user };
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
      const answer = await api.get(`/devadmin/user/${encodeURIComponent(admin.adminId)}`, impersonationResponseSchema, {
        token: admin.adminToken,
      });
      const { token, id, user } = sessionOf(answer);
      storeLogin({ token, id });
      clearImpersonation();
      sessionStorage.setItem(STORAGE_KEYS.userSwitched, 'false');
      await switchUser(queryClient, user);
      navigate('/devadmin');
    } catch (error) {
      console.error('Switching back to the admin failed', error);
    }
  };
}

/**
 * Switch User (spec 003 §4): asks the API for a session of user `id`, keeps the admin's own token
 * and id in session storage with the switched flag set, makes the user the signed-in one and opens
 * /home. Rejects when the API refuses; nothing is stored then, so the admin stays signed in.
 */
export function useSwitchToUser(): (id: string) => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (userId) => {
    const adminToken = getStoredToken();
    const adminId = getStoredUserId();
    if (!adminToken || !adminId) throw new Error('Sign in as an admin to switch user.');
    const { token, id, user } = sessionOf(
      await api.get(`/devadmin/user/${encodeURIComponent(userId)}`, impersonationResponseSchema),
    );
    startImpersonation({ adminId, adminToken });
    storeLogin({ token, id });
    await switchUser(queryClient, user);
    navigate('/home');
  };
}

/**
 * Starts a session from a {token, id, user} answer (sign-up, sign-in; spec 000 §4): stores the
 * token and user id, makes the user current in the login check's cache and opens the Dashboard.
 */
export function useStartSession(): (session: AuthResponse) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ token, id, user }) => {
    storeLogin({ token, id });
    await switchUser(queryClient, user);
    navigate('/home');
  };
}
