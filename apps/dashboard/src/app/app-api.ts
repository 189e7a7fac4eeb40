import { type ApiClient, createApiClient } from '../lib/api-client';
import { clearStoredLogin, getStoredToken, replaceStoredToken } from '../lib/auth-storage';
import { useSessionStore } from './session.store';

/** A refused token ends the session: forget it and show the user as signed out. */
export function handleUnauthorized(): void {
  clearStoredLogin();
  useSessionStore.getState().markLoggedOut();
}

/** The API client the app uses: bearer token from storage, a 401 signs the user out, a renewed token is kept. */
export function createAppApiClient(baseUrl: string): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: getStoredToken,
    onUnauthorized: handleUnauthorized,
    onSessionRenewed: replaceStoredToken,
  });
}
