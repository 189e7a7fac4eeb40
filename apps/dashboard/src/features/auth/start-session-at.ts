import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@widgetry/contracts';
import { useNavigate } from 'react-router';
import { storeLogin } from '../../lib/auth-storage';
import { SESSION_QUERY_KEY, setSessionUser } from '../../lib/session/session.query';

/**
 * Starts a session as lib/session's useStartSession does, but opens `to` (the editor holding a
 * kept draft) instead of the Dashboard. It goes there first, synchronously, so the signed-out
 * pages' guard never sees the new user: it would send them to /home after this navigation.
 * (useStartSession taking a destination would make this one unnecessary.)
 */
export function useStartSessionAt(): (session: AuthResponse, to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ token, id, user }, to) => {
    await navigate(to, { replace: true, flushSync: true });
    storeLogin({ token, id });
    // As useStartSession: nothing cached for the visitor is kept, and a login check on its way
    // (sent without the token) must not answer over the new user.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    const answered = queryClient.getQueryState(SESSION_QUERY_KEY)?.status === 'success';
    setSessionUser(queryClient, user);
    if (!answered) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}
