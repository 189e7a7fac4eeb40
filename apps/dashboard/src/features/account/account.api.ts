import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuthResponse,
  authResponseSchema,
  type DeleteUserBody,
  type PaymentMethod,
  paymentMethodsResponseSchema,
  type ResetPasswordBody,
  successResponseSchema,
  type UpdateUserBody,
  type User,
  userResponseSchema,
} from '@widgetry/contracts';
import { useApiClient } from '../../lib/api-context';
import { storeLogin } from '../../lib/auth-storage';
import { billingKeys } from '../../lib/billing/billing.queries';
import { PROFILE_QUERY_KEY, setSessionUser } from '../../lib/session/session.query';

const userPath = (userId: string) => `/user/${encodeURIComponent(userId)}`;

/** GET /user/profile – the account page reads the user fresh (the verified flag may have changed elsewhere). */
export function useProfileQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async () => (await api.get('/user/profile', userResponseSchema)).user,
  });
}

/** Makes a changed user current everywhere: the profile dropdown (login check) and the account page (profile). */
function useApplyUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, user);
    setSessionUser(queryClient, user);
  };
}

/** PUT /user/{userId} – name and email; a changed email comes back unverified. */
export function useUpdateProfileMutation(userId: string) {
  const api = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => (await api.put(userPath(userId), body, userResponseSchema)).user,
    onSuccess: applyUser,
  });
}

/**
 * POST /user/resetPassword/{userId} with the session token and the current password. Every older
 * session ends, so the fresh token in the answer is stored at once to stay signed in.
 */
export function useChangePasswordMutation(userId: string) {
  const api = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (body: Required<ResetPasswordBody>): Promise<AuthResponse> =>
      api.post(`/user/resetPassword/${encodeURIComponent(userId)}`, body, authResponseSchema),
    onSuccess: ({ token, id, user }) => {
      storeLogin({ token, id });
      applyUser(user);
    },
  });
}

/** DELETE /user/{userId} */
export function useDeleteAccountMutation(userId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: DeleteUserBody) => api.delete(userPath(userId), successResponseSchema, { body }),
  });
}

/** GET /paymentMethod – the saved cards (spec 000 §2 Payment Methods). */
export function usePaymentMethodsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: billingKeys.paymentMethods,
    queryFn: async ({ signal }) =>
      (await api.get('/paymentMethod', paymentMethodsResponseSchema, { signal })).paymentMethods,
  });
}

/**
 * DELETE /paymentMethod/{_id}; the card leaves the list once the server agrees. A card that pays for
 * a subscription is refused (409, shown as the answer's message).
 */
export function useDeletePaymentMethodMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/paymentMethod/${encodeURIComponent(id)}`, successResponseSchema),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PaymentMethod[]>(billingKeys.paymentMethods, (methods) =>
        methods?.filter((method) => method._id !== id),
      );
    },
  });
}
