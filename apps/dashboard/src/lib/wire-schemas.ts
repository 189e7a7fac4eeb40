// The contracts' schemas that the first script's calls and forms use (the login check, sign-in,
// sign-up, forgot password, sign out, switching user, the verification mail). Only ever imported
// dynamically (lazy-schema.ts), so zod and these schemas are a chunk of their own, out of the
// dashboard's initial JS (issue 28).
export {
  authResponseSchema,
  createUserBodySchema,
  forgotPasswordBodySchema,
  impersonationResponseSchema,
  loginBodySchema,
  loginCheckResponseSchema,
  logoutResponseSchema,
  successResponseSchema,
} from '@widgetry/contracts';
