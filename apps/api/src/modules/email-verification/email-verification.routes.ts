import {
  successResponseSchema,
  verifyEmailParamsSchema,
  verifyEmailRequestBodySchema,
  verifyEmailResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { accountFromCurrentUser } from '../../plugins/rate-limit';
import { accountDependencies } from '../users';
import { createEmailVerificationService } from './email-verification.service';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  const { users, tokens, accountMails, audit } = accountDependencies(app, appUrl);
  const service = createEmailVerificationService({ users, tokens, accountMails, mailer: app.mailer, audit });

  // POST /user/verifyEmailRequest – mail a new verification link to the own address (an admin: any customer's)
  app.post(
    '/user/verifyEmailRequest',
    {
      preHandler: [app.authenticate, app.limitAttempts('verifyEmailRequest', accountFromCurrentUser)],
      schema: { body: verifyEmailRequestBodySchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.requestVerification(signedInUser(request), request.body.email),
  );

  // GET /user/verifyEmail/:uid – open the emailed verification link (guesses limited per client,
  // and per account when the browser is signed in: the link itself names no account)
  app.get(
    '/user/verifyEmail/:uid',
    {
      preHandler: [app.identify, app.limitAttempts('verifyLink', accountFromCurrentUser)],
      schema: { params: verifyEmailParamsSchema, response: { 200: verifyEmailResponseSchema } },
    },
    async (request) => service.verify(request.params.uid),
  );
};
