import { type QueryClient, type QueryStatus, useQuery } from '@tanstack/react-query';
import type { LoginCheckResponse, User, WidgetType } from '@widgetry/contracts';
import { type ApiClient, ApiError } from '../api-client';
import { useApiClient } from '../api-context';
import { getStoredToken } from '../auth-storage';
import { lazySchema, loadWireSchemas } from '../lazy-schema';
import { useSignOutStore } from './sign-out.store';

/** The login check (`GET /`): the signed-in user and the widget types, cached once for the whole app. */
export const SESSION_QUERY_KEY = ['session'] as const;
/** GET /user/profile, read by the account page; whoever changes the user refreshes it. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The login check's answer as the app keeps it: `user` is set exactly when someone is signed in. */
export interface Session {
  user: User | null;
  isUserLoggedIn: boolean;
  widgetTypes: WidgetType[];
}

/**
 * 'checking' until the first login check has answered, 'signing-out' while a sign out is on its way
 * to /. Guards wait in both instead of redirecting: a redirect of their own (/account sends a
 * visitor to /register) would otherwise race the sign out's own navigation.
 */
export type SessionStatus = 'checking' | 'ready' | 'signing-out';

/** What components and guards read: the cached login check, with a failed check read as signed out. */
export interface SessionView {
  status: SessionStatus;
  user: User | null;
  isUserLoggedIn: boolean;
  isAdmin: boolean;
  /** The catalogue; a failed check or a sign out keeps the types already known. */
  widgetTypes: WidgetType[];
  /** Why the last check failed, while no later answer has replaced it. */
  error: Error | null;
}

const NO_WIDGET_TYPES: WidgetType[] = [];

const loginCheckResponseSchema = lazySchema(() =>
  loadWireSchemas().then((schemas) => schemas.loginCheckResponseSchema),
);

export function toSession(answer: LoginCheckResponse): Session {
  // A "logged in" answer without a user cannot drive the profile menu or the guards.
  const isUserLoggedIn = answer.isUserLoggedIn && answer.user !== null;
  return { user: isUserLoggedIn ? answer.user : null, isUserLoggedIn, widgetTypes: answer.widgetTypes };
}

/** Asks `GET /` (spec 000 §2); a refused token is asked about once more as a visitor. */
export async function fetchSession(api: ApiClient): Promise<Session> {
  const sentToken = getStoredToken() !== null;
  // Fetched beside the answer rather than after it: every first page waits for this check.
  loginCheckResponseSchema.preload();
  try {
    const session = toSession(await api.get('/', loginCheckResponseSchema));
    // The check answers a token the server ended (Sign out everywhere on another device) as a
    // visitor, not with a 401: the sign-in page must say so all the same.
    if (sentToken && !session.isUserLoggedIn) useSignOutStore.getState().markRefused();
    return session;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    // The stale token is gone now (onUnauthorized); ask once more as a visitor so the public
    // catalogue still gets its widget types.
    try {
      return toSession(await api.get('/', loginCheckResponseSchema));
    } catch {
      throw error;
    }
  }
}

/** The query state `sessionView` reads: a `useQuery` result or the cache's own state. */
interface SessionQueryState {
  status: QueryStatus;
  data: Session | undefined;
  error: Error | null;
}

export function sessionView(query: SessionQueryState | undefined, signingOut: boolean): SessionView {
  const failed = query?.status === 'error';
  const status: SessionStatus = signingOut
    ? 'signing-out'
    : !query || query.status === 'pending'
      ? 'checking'
      : 'ready';
  // A failed check counts as signed out, as a sign out on its way does.
  const user = signingOut || failed ? null : (query?.data?.user ?? null);
  const isUserLoggedIn = user !== null && query?.data?.isUserLoggedIn === true;
  return {
    status,
    user: isUserLoggedIn ? user : null,
    isUserLoggedIn,
    isAdmin: isUserLoggedIn && user?.userRole === 'admin',
    widgetTypes: query?.data?.widgetTypes ?? NO_WIDGET_TYPES,
    error: failed ? query.error : null,
  };
}

/** The login check as a query: asked once at start, never stale; sign-in, sign-out and profile changes write it. */
export function useSessionQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => fetchSession(api),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The session for components and guards: who is signed in, the widget types, and whether the check is done. */
export function useSession(): SessionView {
  const query = useSessionQuery();
  const signingOut = useSignOutStore((state) => state.signingOut);
  return sessionView(query, signingOut);
}

/** The same view outside render (an event handler, a test). */
export function getSession(queryClient: QueryClient): SessionView {
  return sessionView(
    queryClient.getQueryState<Session, Error>(SESSION_QUERY_KEY),
    useSignOutStore.getState().signingOut,
  );
}

/** Makes `user` the signed-in user (sign-in, a profile change), keeping the widget types already known. */
export function setSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) => ({
    user,
    isUserLoggedIn: true,
    widgetTypes: session?.widgetTypes ?? [],
  }));
}

/** Signed out (a sign out, a refused token); the public widget types stay. Before any answer there is nothing to change. */
export function setSessionSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<Session>(
    SESSION_QUERY_KEY,
    (session) => session && { ...session, user: null, isUserLoggedIn: false },
  );
}
