import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { authResponseSchema, STORAGE_KEYS } from '@widgetry/contracts';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../app/api-context';
import { useSessionStore } from '../../app/session.store';
import { SESSION_QUERY_KEY } from '../../app/session-check';
import { clearImpersonation, clearStoredSession, getImpersonationAdmin, storeLogin } from '../../lib/auth-storage';

/** Drops every cached answer that belonged to the previous user (widgets, profile …). */
function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/** Sign out (spec 000 §4): clears token, user id and impersonation keys, then goes to /. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearStoredSession();
    useSessionStore.getState().markLoggedOut();
    forgetUserQueries(queryClient);
    navigate('/', { replace: true });
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
