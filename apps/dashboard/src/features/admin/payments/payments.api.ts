import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPaymentBody,
  type AdminPaymentsQuery,
  adminDetailsResponseSchema,
  adminPaymentResponseSchema,
  adminUserDetailResponseSchema,
  paymentsCollectionResponseSchema,
} from '@widgetry/contracts';
import { anyResponse } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { adminKeys, toQueryString } from '../filters';

/** The filters as sent: every key optional, numeric bounds already checked. */
export type PaymentsParams = Partial<Record<keyof AdminPaymentsQuery, string | number>>;

/** POST /devadmin/collection {collectionName: 'payments'} with the Payment History filters as query. */
export function usePaymentsQuery(params: PaymentsParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...adminKeys.payments, params],
    queryFn: ({ signal }) =>
      api.post(
        `/devadmin/collection${toQueryString(params)}`,
        { collectionName: 'payments' },
        paymentsCollectionResponseSchema,
        { signal },
      ),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /devadmin/details – the customers to choose from, with their widgets. */
export function useCustomersQuery(enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.customers,
    queryFn: async ({ signal }) => (await api.get('/devadmin/details', adminDetailsResponseSchema, { signal })).users,
    enabled,
  });
}

/** GET /devadmin/details/{userId} – one customer's widgets, payments and cards. */
export function useCustomerDetailQuery(userId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.customer(userId),
    queryFn: async ({ signal }) =>
      (await api.get(`/devadmin/details/${encodeURIComponent(userId)}`, adminUserDetailResponseSchema, { signal }))
        .user,
    enabled: userId !== '',
  });
}

/** POST /devadmin/payment/{userId}; the lists that show payments reload. */
export function useCreatePaymentMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminPaymentBody) =>
      (await api.post(`/devadmin/payment/${encodeURIComponent(body.userId)}`, body, adminPaymentResponseSchema))
        .payment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** DELETE /devadmin/payment/{id} */
export function useDeletePaymentMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/devadmin/payment/${encodeURIComponent(id)}`, anyResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
