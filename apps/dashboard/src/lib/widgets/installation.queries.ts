import { useMutation } from '@tanstack/react-query';
import { widgetInstallationResponseSchema } from '@widgetry/contracts';
import { useApiClient } from '../api-context';

/**
 * GET /widget/{id}/installation?site= – whether the widget has been seen on the site the customer
 * names. A mutation, not a query: it runs when the customer presses "Check installation" and its
 * answer is about that moment, not something to cache and refetch.
 */
export function useCheckInstallationMutation(widgetId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (site: string) =>
      api.get(
        `/widget/${encodeURIComponent(widgetId)}/installation?${new URLSearchParams({ site })}`,
        widgetInstallationResponseSchema,
      ),
  });
}
