import { useQuery } from '@tanstack/react-query';
import { adminStatsResponseSchema } from '@widgetry/contracts';
import { useApiClient } from '../../../lib/api-context';

export const ADMIN_STATS_QUERY_KEY = ['admin', 'stats'] as const;

/** GET /devadmin/stats – the console Dashboard's four figures. */
export function useAdminStatsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/devadmin/stats', adminStatsResponseSchema, { signal }),
  });
}
