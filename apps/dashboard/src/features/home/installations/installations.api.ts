import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Widget, widgetResponseSchema } from '@widgetry/contracts';
import { useApiClient } from '../../../lib/api-context';
import { widgetKeys } from '../../../lib/widgets/widgets.queries';

/**
 * PUT /widget/{id} with a new allow list; the rest of the widget goes back as it is (the route
 * takes the whole widget). The cards and this popup read the list again afterwards.
 */
export function useAllowedSitesMutation(widget: Widget) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowedSites: string[]) =>
      api.put(
        `/widget/${encodeURIComponent(widget.id)}`,
        {
          widget: { title: widget.title, widgetType: widget.widgetType.id, htmlData: widget.htmlData, allowedSites },
        },
        widgetResponseSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: widgetKeys.all }),
  });
}
