import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSourceReadResponseSchema, adminSourcesResponseSchema } from '@widgetry/contracts';
import { useApiClient } from '../../../lib/api-context';

export const ADMIN_SOURCES_KEY = ['admin', 'sources'] as const;

export interface SourcesFilter {
  page: number;
  source: string;
  outcome: string;
}

/** GET /devadmin/sources – one page, the counts with it; the page shown stays while the next loads. */
export function useAdminSourcesQuery(filter: SourcesFilter) {
  const api = useApiClient();
  const query = new URLSearchParams({ page: String(filter.page), source: filter.source, outcome: filter.outcome });
  return useQuery({
    queryKey: [...ADMIN_SOURCES_KEY, filter],
    queryFn: ({ signal }) => api.get(`/devadmin/sources?${query}`, adminSourcesResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /devadmin/sources/:id/read – "Read now"; the list and counts are asked for again after. */
export function useReadSourceNow() {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/devadmin/sources/${encodeURIComponent(id)}/read`, {}, adminSourceReadResponseSchema),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_SOURCES_KEY }),
  });
}
