import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type AdminUsersQuery,
  adminUserDetailResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  successResponseSchema,
} from '@widgetry/contracts';
import { anyResponse } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersQuery) => ['admin', 'users', 'list', query] as const,
  details: (userId: string) => ['admin', 'users', 'details', userId] as const,
};

const userPath = (userId: string) => `/devadmin/user/${encodeURIComponent(userId)}`;

/** GET /devadmin/user?page=&limit=&search=&role= – one page of users; the last page stays shown while the next loads. */
export function useAdminUsersQuery(query: AdminUsersQuery) {
  const api = useApiClient();
  return useQuery({
    queryKey: adminUsersKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(query.page),
        limit: String(query.limit),
        search: query.search,
        role: query.role,
      });
      return api.get(`/devadmin/user?${params}`, adminUsersResponseSchema, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /devadmin/details/{userId} – the user with widgets, payments and payment methods. */
export function useAdminUserDetailsQuery(userId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: adminUsersKeys.details(userId),
    queryFn: async ({ signal }) =>
      (await api.get(`/devadmin/details/${encodeURIComponent(userId)}`, adminUserDetailResponseSchema, { signal }))
        .user,
  });
}

export type SaveUserBody = AdminCreateUserBody | AdminUpdateUserBody;

/** POST /devadmin/user (add) or PUT /devadmin/user (edit, with the id); the lists and details are read again. */
export function useSaveUserMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveUserBody) =>
      'id' in body
        ? (await api.put('/devadmin/user', body, adminUserResponseSchema)).user
        : (await api.post('/devadmin/user', body, adminUserResponseSchema)).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}

/** DELETE /devadmin/user/{id}; the answer is not read (spec 003 §7). */
export function useDeleteUserMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(userPath(userId), anyResponse),
    onSuccess: (_answer, userId) => {
      queryClient.removeQueries({ queryKey: adminUsersKeys.details(userId) });
      return queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
    },
  });
}

/** POST /user/verifyEmailRequest {email} – mails the user a new verification link. */
export function useSendVerificationMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (email: string) => api.post('/user/verifyEmailRequest', { email }, successResponseSchema),
  });
}
