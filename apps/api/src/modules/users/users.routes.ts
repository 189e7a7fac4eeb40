import {
  authResponseSchema,
  createUserBodySchema,
  deleteUserBodySchema,
  loginBodySchema,
  successResponseSchema,
  updateUserBodySchema,
  userIdParamsSchema,
  userResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseImpersonation, signedInUser } from '../../plugins/auth';
import { accountFromCurrentUser, accountFromEmailBody } from '../../plugins/rate-limit';
import { RECAPTCHA_ACTION } from '../../plugins/recaptcha';
import { createSignInCodeService } from '../sign-in-codes';
import { accountDependencies } from './account-services';
import { passwordHasher } from './password-hasher';
import { type AccountDeletedHook, createUserService } from './users.service';

export interface UsersRoutesOptions {
  appUrl: string;
  onAccountDeleted: readonly AccountDeletedHook[];
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { appUrl, onAccountDeleted }) => {
  const { users, audit, tokens, accountMails } = accountDependencies(app, appUrl);
  const service = createUserService({
    users,
    hasher: passwordHasher,
    tokens,
    accountMails,
    mailer: app.mailer,
    audit,
    signToken: app.signToken,
    onAccountDeleted,
    signInCodes: createSignInCodeService({ codes: app.signInCodesRepository, mailer: app.mailer }),
  });
  // Changing the email and deleting the account check the current password, as a password change
  // does: each check is an argon2 hash and a stolen session's guess, so they have its limits.
  const limitCurrentPassword = app.limitAttempts('currentPassword', accountFromCurrentUser);

  // POST /user – create an account
  app.post(
    '/user',
    {
      preHandler: app.limitAttempts('signUp', accountFromEmailBody),
      schema: { body: createUserBodySchema, response: { 200: authResponseSchema } },
    },
    async (request) => {
      await app.verifyHuman(request.body.recaptcha, RECAPTCHA_ACTION, request.ip);
      return service.signUp(request.body);
    },
  );

  // POST /user/login – sign in (limits and the many-addresses challenge: plugins/sign-in-guard.ts)
  app.post(
    '/user/login',
    { schema: { body: loginBodySchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const attempt = await app.beginSignIn(request, reply, request.body.email);
      // An account guessed from many addresses is challenged: with reCAPTCHA by a stricter score,
      // without it by a code mailed to the account (modules/sign-in-codes).
      const strict = attempt.challenged && app.recaptchaConfigured;
      await app.verifyHuman(request.body.recaptcha, RECAPTCHA_ACTION, request.ip, { strict });
      const byCode = attempt.challenged && !app.recaptchaConfigured;
      return attempt.settle(byCode ? service.loginWithCode(request.body) : service.login(request.body));
    },
  );

  // GET /user/profile – the signed-in user
  app.get(
    '/user/profile',
    { preHandler: app.authenticate, schema: { response: { 200: userResponseSchema } } },
    async (request) => service.profile(signedInUser(request)),
  );

  // PUT /user/:userId – change the own name and email
  app.put(
    '/user/:userId',
    {
      preHandler: [
        app.authenticate,
        // Only a new email checks the password; renaming alone is no guess.
        async (request, reply) => {
          if (request.body.email !== signedInUser(request).email) await limitCurrentPassword(request, reply);
        },
      ],
      schema: { params: userIdParamsSchema, body: updateUserBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      // An admin acting as the customer may fix the name, never move the account to another address.
      if (request.body.email !== user.email) refuseImpersonation(request);
      return service.update(user, request.params.userId, request.body);
    },
  );

  // DELETE /user/:userId – delete the own account and its widgets, confirmed by its password
  app.delete(
    '/user/:userId',
    {
      // Who may ask is settled before the body is read: a stranger or an admin acting as the
      // customer is refused as such, never told what the body lacks.
      preValidation: [app.authenticate, async (request) => refuseImpersonation(request)],
      preHandler: limitCurrentPassword,
      schema: { params: userIdParamsSchema, body: deleteUserBodySchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.remove(signedInUser(request), request.params.userId, request.body),
  );
};
