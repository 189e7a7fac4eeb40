import type { FastifyInstance } from 'fastify';
import { createEmailTokensRepository } from '../email-tokens/email-tokens.repository';
import { createEmailTokenService } from '../email-tokens/email-tokens.service';
import { createAccountMails } from '../mail/account-mails';
import { createUsersRepository } from './users.repository';

/** The collaborators the account routes (users, password reset, email verification) share. */
export function accountDependencies(app: FastifyInstance, appUrl: string) {
  const tokens = createEmailTokenService({ tokens: createEmailTokensRepository(app.db) });
  return {
    users: createUsersRepository(app.db, app.userCache),
    audit: app.auditRepository,
    tokens,
    accountMails: createAccountMails({ tokens, appUrl }),
  };
}
