import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SITES_PAGE_SIZE,
  type Site,
  sitesResponseSchema,
  successResponseSchema,
  type Widget,
  widgetListResponseSchema,
  widgetSitesResponseSchema,
} from '@widgetry/contracts';
import { useApiClient } from '../api-context';

/**
 * Query keys shared by the dashboard and the editor. The list and a single widget have different
 * roots on purpose: invalidating the list after a save must not refetch the widget being edited.
 */
export const widgetKeys = {
  all: ['widgets'] as const,
  detail: (id: string) => ['widget', id] as const,
  /** Every page of one widget's installations, or one page of them. */
  sites: (id: string) => ['widget-sites', id] as const,
  sitesPage: (id: string, page: number, limit: number) => ['widget-sites', id, page, limit] as const,
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

/**
 * GET /widget/{id}/sites – one page of a widget's installations and their total. The previous page
 * stays on screen while the next one loads, so paging does not flash an empty table.
 */
export function useWidgetSitesQuery(widgetId: string | undefined, page: number, limit: number = SITES_PAGE_SIZE) {
  const api = useApiClient();
  return useQuery({
    queryKey: widgetKeys.sitesPage(widgetId ?? '', page, limit),
    queryFn: ({ signal }) =>
      api.get(
        `${widgetPath(widgetId ?? '')}/sites?${new URLSearchParams({ page: String(page), limit: String(limit) })}`,
        widgetSitesResponseSchema,
        { signal },
      ),
    enabled: widgetId !== undefined,
    placeholderData: keepPreviousData,
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
 * DELETE /widget/{widgetId}/site/{siteId}; the answer is the widget's remaining sites (spec 000
 * §4): the card's count follows at once and the installations popup reloads its page.
 */
export function useDeleteSiteMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ widgetId, siteId }: DeleteSiteVariables): Promise<Site[]> =>
      (await api.delete(`${widgetPath(widgetId)}/site/${encodeURIComponent(siteId)}`, sitesResponseSchema)).sites,
    onSuccess: async (sites, { widgetId }) => {
      queryClient.setQueryData<Widget[]>(widgetKeys.all, (widgets) =>
        widgets?.map((widget) => (widget.id === widgetId ? { ...widget, siteCount: sites.length } : widget)),
      );
      // Awaited, so the mutation ends once the page on screen shows the deletion.
      await queryClient.invalidateQueries({ queryKey: widgetKeys.sites(widgetId) });
      // The editor owns the single widget's cache shape; let it reload rather than guess at it.
      void queryClient.invalidateQueries({ queryKey: widgetKeys.detail(widgetId) });
    },
  });
}
