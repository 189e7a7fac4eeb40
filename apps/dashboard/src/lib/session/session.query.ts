import { useQuery } from '@tanstack/react-query';
import { type LoginCheckResponse, loginCheckResponseSchema } from '@widgetry/contracts';
import { type ApiClient, ApiError } from '../api-client';
import { useApiClient } from '../api-context';
import { useSessionStore } from './session.store';

export const SESSION_QUERY_KEY = ['session'] as const;
/** GET /user/profile, read by the account page; whoever changes the user refreshes it. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/**
 * The login check (spec 000 §2): asks `GET /` and writes the answer to the session store. The store
 * is written here, not from the query's cached data, so a re-render can never revive a session
 * that a sign out or a refused token has ended.
 */
export async function checkSession(api: ApiClient): Promise<LoginCheckResponse> {
  const { setSession, markLoggedOut } = useSessionStore.getState();
  try {
    const answer = await api.get('/', loginCheckResponseSchema);
    setSession(answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The stale token is gone now (onUnauthorized); ask once more as a visitor so the public
      // catalogue still gets its widget types.
      try {
        const answer = await api.get('/', loginCheckResponseSchema);
        setSession(answer);
        return answer;
      } catch {
        // fall through: a failed check marks the user logged out
      }
    }
    markLoggedOut();
    throw error;
  }
}

/** Runs the login check once at start; sign-in flows refresh it with `invalidateQueries(SESSION_QUERY_KEY)`. */
export function useSessionCheck() {
  const api = useApiClient();
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => checkSession(api),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
