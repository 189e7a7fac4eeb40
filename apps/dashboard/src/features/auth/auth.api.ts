import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AuthResponse,
  CreateUserBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
} from '@widgetry/contracts';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context';
import { useRuntimeConfig } from '../../lib/config-context';
import { lazySchema, loadWireSchemas } from '../../lib/lazy-schema';
import { getRecaptchaToken, loadRecaptcha } from '../../lib/recaptcha';

const authResponseSchema = lazySchema(() => loadWireSchemas().then((schemas) => schemas.authResponseSchema));
const successResponseSchema = lazySchema(() => loadWireSchemas().then((schemas) => schemas.successResponseSchema));

/** Ours (spec 000 §8 only says sign-in/up cannot proceed): what the form says when the check is missing. */
export const HUMAN_CHECK_NOT_LOADED = 'The human check could not be loaded. Please reload the page and try again.';

/** POST /user – create an account; answers a session. */
export function useSignUpMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: CreateUserBody): Promise<AuthResponse> => api.post('/user', body, authResponseSchema),
  });
}

/** POST /user/login – answers a session; a 401 means wrong credentials. */
export function useSignInMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: LoginBody): Promise<AuthResponse> => api.post('/user/login', body, authResponseSchema),
  });
}

/** POST /user/resetPassword – mails a reset link; answers the same whether or not the account exists. */
export function useForgotPasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post('/user/resetPassword', body, successResponseSchema),
  });
}

/**
 * GET /user/resetPassword/{userId} with the emailed link's token as bearer: whether the link still
 * works, asked once when the page opens (a 403 means used or expired). Each ask counts against the
 * API's guess allowance, so it is not asked again on focus or retried.
 */
export function useResetLinkQuery({ userId, token, enabled }: { userId: string; token: string; enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['reset-link', userId, token],
    queryFn: () => api.get(`/user/resetPassword/${encodeURIComponent(userId)}`, successResponseSchema, { token }),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** POST /user/resetPassword/{userId} with the emailed link's token as bearer. */
export function useResetPasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ userId, token, body }: { userId: string; token: string; body: ResetPasswordBody }) =>
      api.post(`/user/resetPassword/${encodeURIComponent(userId)}`, body, authResponseSchema, { token }),
  });
}

/**
 * The human check of the sign-up and sign-in forms: loads reCAPTCHA when this page opens (only
 * when a site key is configured) and hands out a token per submit. `null` means it could not run
 * and the form must not submit.
 */
export function useHumanCheck(): () => Promise<{ recaptcha: string | undefined } | null> {
  const { recaptchaSiteKey } = useRuntimeConfig();
  useEffect(() => loadRecaptcha(recaptchaSiteKey), [recaptchaSiteKey]);
  return async () => {
    try {
      return { recaptcha: await getRecaptchaToken(recaptchaSiteKey) };
    } catch {
      // Already logged by getRecaptchaToken.
      return null;
    }
  };
}
