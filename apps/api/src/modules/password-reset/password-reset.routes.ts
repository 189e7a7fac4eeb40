import {
  authResponseSchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  successResponseSchema,
  userIdParamsSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/bearer';
import { refuseImpersonation } from '../../plugins/auth';
import { accountFromCurrentUser, accountFromEmailBody, accountFromUserIdParam } from '../../plugins/rate-limit';
import { accountDependencies, passwordHasher } from '../users';
import { createPasswordResetService } from './password-reset.service';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  const { users, audit, tokens, accountMails } = accountDependencies(app, appUrl);
  const service = createPasswordResetService({
    users,
    tokens,
    accountMails,
    mailer: app.mailer,
    hasher: passwordHasher,
    audit,
    signToken: app.signToken,
  });
  // With a session the route checks the current password, without one it checks a reset token:
  // both are guesses, limited per client and per account.
  const limitCurrentPassword = app.limitAttempts('currentPassword', accountFromCurrentUser);
  const limitResetToken = app.limitAttempts('resetToken', accountFromUserIdParam);

  // POST /user/resetPassword – mail a reset link (same answer for unknown emails)
  app.post(
    '/user/resetPassword',
    {
      preHandler: app.limitAttempts('forgotPassword', accountFromEmailBody),
      schema: { body: forgotPasswordBodySchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.requestReset(request.body.email),
  );

  // GET /user/resetPassword/:userId – whether the emailed token (bearer) still works; changes nothing
  app.get(
    '/user/resetPassword/:userId',
    {
      // Each check is a guess at a token, so it counts against the same allowance as a reset.
      preHandler: limitResetToken,
      schema: { params: userIdParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.checkResetLink(request.params.userId, bearerToken(request.headers.authorization)),
  );

  // POST /user/resetPassword/:userId – set a new password with the emailed token or the own session
  app.post(
    '/user/resetPassword/:userId',
    {
      preHandler: [
        app.identify,
        (request, reply) =>
          request.currentUser ? limitCurrentPassword(request, reply) : limitResetToken(request, reply),
      ],
      schema: { params: userIdParamsSchema, body: resetPasswordBodySchema, response: { 200: authResponseSchema } },
    },
    async (request) => {
      // An admin acting as the customer never sets the customer's password.
      refuseImpersonation(request);
      return service.resetPassword({
        userId: request.params.userId,
        bearer: bearerToken(request.headers.authorization),
        sessionUser: request.currentUser,
        body: request.body,
      });
    },
  );
};
