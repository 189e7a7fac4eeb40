import {
  ACCOUNT_MESSAGES,
  ADMIN_USER_MESSAGES,
  API_MESSAGES,
  type SuccessResponse,
  type VerifyEmailResponse,
} from '@widgetry/contracts';
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
  users: Pick<UsersRepository, 'markEmailVerified' | 'findByEmail'>;
  tokens: Pick<EmailTokenService, 'redeem' | 'revokeAll'>;
  accountMails: Pick<AccountMails, 'verification'>;
  mailer: Pick<Mailer, 'send'>;
}) {
  async function customerForAdmin(currentUser: UserRow, email: string): Promise<UserRow> {
    if (currentUser.userRole !== 'admin') throw fieldErrors({ email: ACCOUNT_MESSAGES.verifyEmailNotYours });
    const customer = await users.findByEmail(email);
    if (customer?.userRole !== 'customer') throw fieldErrors({ email: ADMIN_USER_MESSAGES.noSuchCustomer });
    return customer;
  }

  return {
    /**
     * A fresh link to the signed-in user's own address (earlier unexpired links keep working), or, for an admin
     * (the role is re-read with the user on every request), to any customer's address (spec 003 §2
     * Send Verification Mail). Awaited, unlike the sign-up mail: the user asked for it and is told
     * whether it went out.
     */
    async requestVerification(currentUser: UserRow, email: string): Promise<SuccessResponse> {
      const recipient = email === currentUser.email ? currentUser : await customerForAdmin(currentUser, email);
      if (recipient.emailVerified) throw fieldErrors({ email: ACCOUNT_MESSAGES.emailAlreadyVerified });
      const mail = await accountMails.verification(recipient);
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
      // The other links sent to the address have done their job: one used link ends them all.
      await tokens.revokeAll(user.id, 'verify_email');
      return { success: true, user: toUser(user) };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
