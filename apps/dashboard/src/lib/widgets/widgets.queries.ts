import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Site,
  sitesResponseSchema,
  successResponseSchema,
  type Widget,
  widgetListResponseSchema,
} from '@widgetry/contracts';
import { useApiClient } from '../api-context';

/**
 * Query keys shared by the dashboard and the editor. The list and a single widget have different
 * roots on purpose: invalidating the list after a save must not refetch the widget being edited.
 */
export const widgetKeys = {
  all: ['widgets'] as const,
  detail: (id: string) => ['widget', id] as const,
};

const widgetPath = (id: string) => `/widget/${encodeURIComponent(id)}`;

/** GET /widget/ – the signed-in user's widgets, newest first. */
export function useWidgetsQuery(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: widgetKeys.all,
    queryFn: ({ signal }) => api.get('/widget/', widgetListResponseSchema, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** DELETE /widget/{id}; on success the widget's card disappears (spec 000 §4) without a refetch. */
export function useDeleteWidgetMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (widgetId: string) => api.delete(widgetPath(widgetId), successResponseSchema),
    onSuccess: (_answer, widgetId) => {
      queryClient.setQueryData<Widget[]>(widgetKeys.all, (widgets) => widgets?.filter((w) => w.id !== widgetId));
      queryClient.removeQueries({ queryKey: widgetKeys.detail(widgetId) });
    },
  });
}

export interface DeleteSiteVariables {
  widgetId: string;
  siteId: string;
}

/**
 * DELETE /widget/{widgetId}/site/{siteId}; the answer is the widget's remaining sites, which
 * replace its list (spec 000 §4) so the installations popup and the card's count follow at once.
 */
export function useDeleteSiteMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ widgetId, siteId }: DeleteSiteVariables): Promise<Site[]> =>
      (await api.delete(`${widgetPath(widgetId)}/site/${encodeURIComponent(siteId)}`, sitesResponseSchema)).sites,
    onSuccess: (sites, { widgetId }) => {
      queryClient.setQueryData<Widget[]>(widgetKeys.all, (widgets) =>
        widgets?.map((widget) => (widget.id === widgetId ? { ...widget, sites } : widget)),
      );
      // The editor owns the single widget's cache shape; let it reload rather than guess at it.
      void queryClient.invalidateQueries({ queryKey: widgetKeys.detail(widgetId) });
    },
  });
}
