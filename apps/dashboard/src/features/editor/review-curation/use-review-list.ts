import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reviewListResponseSchema } from '@widgetry/contracts';
import { useApiClient } from '../../../lib/api-context';

export const reviewListKey = (widgetId: string, page: number, q: string, readAt: string | null) =>
  ['widget-reviews', widgetId, page, q, readAt] as const;

/**
 * GET /widget/{id}/reviews – a page of the saved widget's cached reviews matching q. `readAt` (the
 * source's last good read) is part of the key, so a Sync now or a refresh lists the new reviews.
 */
export function useReviewList(widgetId: string, page: number, q: string, readAt: string | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: reviewListKey(widgetId, page, q, readAt),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), q });
      return api.get(`/widget/${encodeURIComponent(widgetId)}/reviews?${query}`, reviewListResponseSchema, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
