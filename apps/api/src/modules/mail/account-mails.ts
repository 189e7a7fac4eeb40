import type { UserRow } from '../../db/schema';
import type { Mail } from '../../lib/mail.types';
import { EMAIL_TOKEN_LIFETIME_MS, type EmailTokenService } from '../email-tokens';
import { changeEmailMail, emailChangeNoticeMail } from './templates/change-email';
import { resetPasswordMail } from './templates/reset-password';
import { verifyEmailMail } from './templates/verify-email';

const HOUR_MS = 60 * 60 * 1000;

type Recipient = Pick<UserRow, 'id' | 'email' | 'displayName'>;

/**
 * The account mails with a fresh single-use link each. Links point at the dashboard (APP_URL, never
 * the request's Host, which a client controls) on the routes spec 000 §2 reads them from.
 */
export function createAccountMails({ tokens, appUrl }: { tokens: Pick<EmailTokenService, 'issue'>; appUrl: string }) {
  return {
    /** For /verify-email, which reads `uid`. */
    async verification(user: Recipient): Promise<Mail> {
      const token = await tokens.issue(user.id, 'verify_email');
      const link = `${appUrl}/verify-email?${new URLSearchParams({ uid: token })}`;
      return verifyEmailMail({
        to: user.email,
        displayName: user.displayName,
        link,
        validForHours: EMAIL_TOKEN_LIFETIME_MS.verify_email / HOUR_MS,
      });
    },

    /**
     * An email change: the link to the new address (the same /verify-email page opens it) and a
     * notice to the address in use, which stays the account's until the link is opened.
     */
    async emailChange(user: Recipient, newEmail: string): Promise<Mail[]> {
      const token = await tokens.issue(user.id, 'change_email', newEmail);
      const link = `${appUrl}/verify-email?${new URLSearchParams({ uid: token })}`;
      return [
        changeEmailMail({
          to: newEmail,
          displayName: user.displayName,
          currentEmail: user.email,
          link,
          validForHours: EMAIL_TOKEN_LIFETIME_MS.change_email / HOUR_MS,
        }),
        emailChangeNoticeMail({
          to: user.email,
          displayName: user.displayName,
          newEmail,
          accountUrl: `${appUrl}/account`,
        }),
      ];
    },

    /** For /resetPassword, which reads `userId` and `token` (sent back as the bearer). */
    async passwordReset(user: Recipient): Promise<Mail> {
      const token = await tokens.issue(user.id, 'reset_password');
      const link = `${appUrl}/resetPassword?${new URLSearchParams({ userId: user.id, token })}`;
      return resetPasswordMail({
        to: user.email,
        displayName: user.displayName,
        link,
        validForHours: EMAIL_TOKEN_LIFETIME_MS.reset_password / HOUR_MS,
      });
    },
  };
}
export type AccountMails = ReturnType<typeof createAccountMails>;
