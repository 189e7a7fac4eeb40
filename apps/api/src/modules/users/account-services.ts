import type { FastifyInstance } from 'fastify';
import { createEmailTokenService } from '../email-tokens';
import { createAccountMails } from '../mail';

/** The collaborators the account routes (users, password reset, email verification) share. */
export function accountDependencies(app: FastifyInstance, appUrl: string) {
  const tokens = createEmailTokenService({ tokens: app.emailTokensRepository });
  return {
    users: app.usersRepository,
    audit: app.auditRepository,
    tokens,
    accountMails: createAccountMails({ tokens, appUrl }),
  };
}
