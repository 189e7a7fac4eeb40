import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, createApiClient } from '../lib/api-client';
import { clearStoredLogin, getStoredToken, replaceStoredToken } from '../lib/auth-storage';
import { setSessionSignedOut } from '../lib/session/session.query';
import { useSignOutStore } from '../lib/session/sign-out.store';

/**
 * The API client the app uses: bearer token from storage, a renewed token is kept. A refused token
 * ends the session: it is forgotten and the cached login check shows the user as signed out
 * (widget types kept).
 */
export function createAppApiClient(baseUrl: string, queryClient: QueryClient): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: getStoredToken,
    onUnauthorized: () => {
      // Ended on the server (Sign out everywhere elsewhere, an expired session): the sign-in page says so.
      useSignOutStore.getState().markRefused();
      clearStoredLogin();
      setSessionSignedOut(queryClient);
    },
    onSessionRenewed: replaceStoredToken,
  });
}
