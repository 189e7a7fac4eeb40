import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SubscriptionRow,
  setupIntentResponseSchema,
  subscriptionRowResponseSchema,
  subscriptionsResponseSchema,
  type UpdatePaymentMethodBody,
} from '@widgetry/contracts';
import { useApiClient } from '../../lib/api-context';
import { billingKeys } from '../../lib/billing/billing.queries';
import type { CardConfirmer } from '../../lib/billing/card-confirmer';
import { widgetKeys } from '../../lib/widgets/widgets.queries';

const subscriptionPath = (widgetId: string) => `/subscription/${encodeURIComponent(widgetId)}`;

/** GET /subscription – the customer's subscriptions (spec 003 §2, §7). */
export function useSubscriptionsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: billingKeys.subscriptions,
    queryFn: async ({ signal }) => (await api.get('/subscription', subscriptionsResponseSchema, { signal })).data,
  });
}

/**
 * Puts a changed row in place of the old one (spec 003 §4: "the row is replaced with the returned
 * data"). The dashboard's cards show the same status and cancel date, so their list reloads too.
 */
function useReplaceRow(): (row: SubscriptionRow) => void {
  const queryClient = useQueryClient();
  return (row) => {
    queryClient.setQueryData<SubscriptionRow[]>(billingKeys.subscriptions, (rows) =>
      rows?.map((old) => (old.id === row.id ? row : old)),
    );
    void queryClient.invalidateQueries({ queryKey: widgetKeys.all });
  };
}

/** DELETE /subscription/{widgetId} – ends the subscription at its renewal date (cancelAt set). */
export function useCancelSubscriptionMutation() {
  const api = useApiClient();
  const replaceRow = useReplaceRow();
  return useMutation({
    mutationFn: async (widgetId: string) =>
      (await api.delete(subscriptionPath(widgetId), subscriptionRowResponseSchema)).data,
    onSuccess: replaceRow,
  });
}

/** POST /subscription/{widgetId}/resume – takes back a cancellation before the renewal date. */
export function useResumeSubscriptionMutation() {
  const api = useApiClient();
  const replaceRow = useReplaceRow();
  return useMutation({
    mutationFn: async (widgetId: string) =>
      (await api.post(`${subscriptionPath(widgetId)}/resume`, undefined, subscriptionRowResponseSchema)).data,
    onSuccess: replaceRow,
  });
}

/**
 * The card update flow of spec 003 §4: a setup intent for the widget, the card confirmed with the
 * payment provider, then the new payment method saved on the subscription. A failure at any step
 * is thrown with the message the popup shows (spec 003 §8).
 */
export function useUpdateCardMutation(widgetId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const replaceRow = useReplaceRow();
  return useMutation({
    mutationFn: async (confirmer: CardConfirmer) => {
      const { clientSecret, customerId } = await api.post(
        `/subscription/create-setup-intent/${encodeURIComponent(widgetId)}`,
        undefined,
        setupIntentResponseSchema,
      );
      const paymentMethodId = await confirmer.confirm(clientSecret);
      const body: UpdatePaymentMethodBody = { paymentMethodId, customerId };
      const answer = await api.put(
        `/subscription/update-payment-method/${encodeURIComponent(widgetId)}`,
        body,
        subscriptionRowResponseSchema,
      );
      return answer.data;
    },
    onSuccess: (row) => {
      replaceRow(row);
      // The new card is one of the saved cards the account page lists.
      void queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods });
    },
  });
}
