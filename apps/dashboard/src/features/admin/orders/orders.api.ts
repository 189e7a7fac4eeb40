import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCreateWidgetBody,
  type AdminOrdersQuery,
  type AdminUpdateWidgetBody,
  ordersCollectionResponseSchema,
} from '@widgetry/contracts';
import { ApiError, anyResponse } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { adminKeys, toQueryString } from '../filters';

/** The filters as sent: every key optional, numeric bounds already checked. */
export type OrdersParams = Partial<Record<keyof AdminOrdersQuery, string | number>>;

/** POST /devadmin/collection {collectionName: 'orders'} with the Our Orders filters as query. */
export function useOrdersQuery(params: OrdersParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...adminKeys.orders, params],
    queryFn: ({ signal }) =>
      api.post(
        `/devadmin/collection${toQueryString(params)}`,
        { collectionName: 'orders' },
        ordersCollectionResponseSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * The widget calls nest the form under `widget`, and so may their 400 fieldErrors ('widget.title');
 * the forms show them under their own field names.
 */
export function withFormNames(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors) return error;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fieldErrors)) fields[key.replace(/^widget\./, '')] = message;
  return new ApiError(error.status, error.message, fields, error.code);
}

function useAdminMutation<T>(call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /widget – Add Manual Order. */
export function useCreateOrderMutation() {
  const api = useApiClient();
  return useAdminMutation((body: AdminCreateWidgetBody) => api.post('/widget', body, anyResponse));
}

/** PUT /widget/{id} – Edit Subscription. */
export function useUpdateOrderMutation(id: string) {
  const api = useApiClient();
  return useAdminMutation((body: AdminUpdateWidgetBody) =>
    api.put(`/widget/${encodeURIComponent(id)}`, body, anyResponse),
  );
}

/** DELETE /devadmin/widget/{id} */
export function useDeleteOrderMutation() {
  const api = useApiClient();
  return useAdminMutation((id: string) => api.delete(`/devadmin/widget/${encodeURIComponent(id)}`, anyResponse));
}
