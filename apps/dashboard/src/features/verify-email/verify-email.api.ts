import { useQuery } from '@tanstack/react-query';
import { verifyEmailResponseSchema } from '@widgetry/contracts';
import { useApiClient } from '../../lib/api-context';

/**
 * GET /user/verifyEmail/{uid}. The uid is single use, so the call must run once per page even
 * under StrictMode's double mount: a query (deduplicated, never stale, never retried) does that.
 */
export function useVerifyEmailQuery(uid: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['verify-email', uid],
    queryFn: () => api.get(`/user/verifyEmail/${encodeURIComponent(uid)}`, verifyEmailResponseSchema),
    enabled: uid !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
