import {
  ACCOUNT_MESSAGES,
  ADMIN_USER_MESSAGES,
  API_MESSAGES,
  type SuccessResponse,
  type VerifyEmailResponse,
} from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, fieldErrors, HttpError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail.types';
import type { AuditRepository } from '../audit';
import type { EmailTokenService } from '../email-tokens';
import type { AccountMails } from '../mail';
import type { UsersRepository } from '../users';
import { toUser } from '../users';

export function createEmailVerificationService({
  users,
  tokens,
  accountMails,
  mailer,
  audit,
}: {
  users: Pick<UsersRepository, 'markEmailVerified' | 'findByEmail' | 'moveEmail'>;
  tokens: Pick<EmailTokenService, 'redeem' | 'revokeAll'>;
  accountMails: Pick<AccountMails, 'verification'>;
  mailer: Pick<Mailer, 'send'>;
  audit: Pick<AuditRepository, 'record'>;
}) {
  /**
   * An email change's link: the account moves to the new address, verified, since the link was
   * read there. Links mailed to the old address must not verify or reset the account any more.
   */
  async function changeEmail(uid: string): Promise<UserRow | undefined> {
    const redeemed = await tokens.redeem(uid, 'change_email');
    if (!redeemed?.newEmail) return undefined;
    let moved: UserRow | undefined;
    try {
      moved = await users.moveEmail(redeemed.userId, redeemed.newEmail);
    } catch (error) {
      // Another account took the address after the change was asked for.
      if (isUniqueViolation(error)) throw badRequest(API_MESSAGES.emailTaken);
      throw error;
    }
    if (!moved) return undefined;
    await tokens.revokeAll(moved.id, 'reset_password');
    await tokens.revokeAll(moved.id, 'verify_email');
    await audit.record({
      actorId: moved.id,
      action: 'account.email_changed',
      targetType: 'user',
      targetId: moved.id,
      details: { to: moved.email },
    });
    return moved;
  }

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

    /**
     * No session needed: the link may be opened in another browser than the one signed in. The
     * same page opens a sign-up's verification link and an email change's link.
     */
    async verify(uid: string): Promise<VerifyEmailResponse> {
      const redeemed = await tokens.redeem(uid, 'verify_email');
      const user = redeemed ? await users.markEmailVerified(redeemed.userId) : await changeEmail(uid);
      if (!user) throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid);
      // The other links sent to the address have done their job: one used link ends them all.
      await tokens.revokeAll(user.id, 'verify_email');
      return { success: true, user: toUser(user) };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
