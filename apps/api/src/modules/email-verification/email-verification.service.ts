import { ACCOUNT_MESSAGES, API_MESSAGES, type SuccessResponse, type VerifyEmailResponse } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { badRequest, fieldErrors, HttpError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail.types';
import type { EmailTokenService } from '../email-tokens/email-tokens.service';
import type { AccountMails } from '../mail/account-mails';
import { toUser } from '../users/users.mapper';
import type { UsersRepository } from '../users/users.repository';

export function createEmailVerificationService({
  users,
  tokens,
  accountMails,
  mailer,
}: {
  users: Pick<UsersRepository, 'markEmailVerified'>;
  tokens: Pick<EmailTokenService, 'redeem'>;
  accountMails: Pick<AccountMails, 'verification'>;
  mailer: Pick<Mailer, 'send'>;
}) {
  return {
    /**
     * A fresh link to the signed-in user's own address (older links stop working). Awaited, unlike
     * the sign-up mail: the user asked for it and is told whether it went out.
     */
    async requestVerification(currentUser: UserRow, email: string): Promise<SuccessResponse> {
      if (email !== currentUser.email) throw fieldErrors({ email: ACCOUNT_MESSAGES.verifyEmailNotYours });
      if (currentUser.emailVerified) throw fieldErrors({ email: ACCOUNT_MESSAGES.emailAlreadyVerified });
      const mail = await accountMails.verification(currentUser);
      try {
        await mailer.send(mail);
      } catch (error) {
        throw new HttpError(503, API_MESSAGES.mailNotSent, { cause: error });
      }
      return { success: true };
    },

    /** No session needed: the link may be opened in another browser than the one signed in. */
    async verify(uid: string): Promise<VerifyEmailResponse> {
      const redeemed = await tokens.redeem(uid, 'verify_email');
      const user = redeemed ? await users.markEmailVerified(redeemed.userId) : undefined;
      if (!user) throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid);
      return { success: true, user: toUser(user) };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
