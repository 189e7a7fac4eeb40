import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/app';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '../constants/messages';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_MESSAGES } from '../constants/sign-in-code';
import { displayNameSchema, emailSchema, userSchema } from '../entities/user.schema';
import { passwordSchema } from '../rules/password.rule';
import { clientString } from '../rules/text.rule';

/** The reCAPTCHA v3 token; optional because the human check is skipped when it is not configured. */
export const recaptchaSchema = clientString().max(4096).optional();

/** POST /user – create an account. */
export const createUserBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: displayNameSchema,
  recaptcha: recaptchaSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** POST /user/login – the password is only checked against the stored one, not the new-password rules. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
  recaptcha: recaptchaSchema,
  /** The code mailed after a 401 with `code: SIGN_IN_CODE_REQUIRED` (spaces around it dropped). */
  signInCode: clientString()
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`), { error: SIGN_IN_CODE_MESSAGES.format })
    .optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /user, POST /user/login, GET /devadmin/user/{id}: a session for a user. */
export const authResponseSchema = z.object({
  token: z.string(),
  id: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /user/resetPassword – ask for the reset mail; answered the same whether or not the email exists. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

const currentPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong });

/**
 * POST /user/resetPassword/{userId} – set a new password. Two ways in: the emailed link's token as
 * bearer (forgot password), or the signed-in user's own session token plus `currentPassword` (the
 * account page). Either way every older session ends and the answer is a fresh session.
 */
export const resetPasswordBodySchema = z.object({
  password: passwordSchema,
  currentPassword: currentPasswordSchema.optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The reset page's two fields; the confirmation never leaves the browser. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** GET /user/profile, PUT /user/{userId} */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * PUT /user/{userId} – only the name and email; role and verification are never set by the user.
 * A new email needs the current password (whoever holds an open session must not move the account
 * to their own address) and takes effect only once its link is opened; until then the old one stays.
 */
export const updateUserBodySchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  currentPassword: currentPasswordSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** DELETE /user/{userId} – the account's password confirms a deletion nobody can undo. */
export const deleteUserBodySchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordToDelete })
    .min(1, { error: ACCOUNT_MESSAGES.passwordToDelete })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
});
export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

/** GET /user/verifyEmail/{uid} – the uid is the emailed single-use verification token. */
export const verifyEmailResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /user/verifyEmailRequest – answers success or fieldErrors. */
export const verifyEmailRequestBodySchema = z.object({ email: emailSchema });
export type VerifyEmailRequestBody = z.infer<typeof verifyEmailRequestBodySchema>;

/**
 * POST /user/logout – ends the session on the server: its token stops working at once. A token
 * carries its account's token version, which this bumps, so every session of the account ends with
 * it; that is also the account page's "Sign out everywhere". Answers `{ success: true }`.
 */
export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
