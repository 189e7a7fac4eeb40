import { ACCOUNT_MESSAGES, type AuthResponse, type ResetPasswordBody, type SuccessResponse } from '@widgetry/contracts';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { looksLikeJwt } from '../../lib/bearer';
import { fieldErrors, forbidden, unauthorized } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail.types';
import type { AuditRepository } from '../audit';
import type { EmailTokenService } from '../email-tokens';
import type { AccountMails } from '../mail';
import type { PasswordHasher, UsersRepository } from '../users';
import { assertOwnAccount, type SignToken, toAuthResponse } from '../users';

const uuidSchema = z.uuid();

export interface ResetPasswordInput {
  /** The account named in the path. */
  userId: string;
  /** The raw bearer token: the emailed reset token, or a session token. */
  bearer: string | undefined;
  /** The user of a current session token, or null. */
  sessionUser: UserRow | null;
  body: ResetPasswordBody;
}

export function createPasswordResetService({
  users,
  tokens,
  accountMails,
  mailer,
  hasher,
  audit,
  signToken,
}: {
  users: Pick<UsersRepository, 'findByEmail' | 'setPassword'>;
  tokens: Pick<EmailTokenService, 'redeem' | 'revokeAll' | 'isLive'>;
  accountMails: Pick<AccountMails, 'passwordReset'>;
  mailer: Pick<Mailer, 'sendInBackground'>;
  hasher: PasswordHasher;
  audit: AuditRepository;
  signToken: SignToken;
}) {
  /**
   * Checks the caller may set this account's password: with a session, the own account and the
   * current password (the account page); without, a live reset token for exactly this account.
   */
  async function authorise(input: ResetPasswordInput): Promise<'current_password' | 'reset_link'> {
    const { userId, bearer, sessionUser, body } = input;
    if (sessionUser) {
      assertOwnAccount(sessionUser, userId);
      const matches =
        body.currentPassword !== undefined && (await hasher.verify(sessionUser.passwordHash, body.currentPassword));
      if (!matches) throw fieldErrors({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
      return 'current_password';
    }
    // A session token that no longer works is a signed-out user, not a bad link.
    if (bearer !== undefined && looksLikeJwt(bearer)) throw unauthorized();
    const redeemed =
      bearer !== undefined && uuidSchema.safeParse(userId).success
        ? await tokens.redeem(bearer, 'reset_password', userId)
        : undefined;
    if (!redeemed) throw forbidden(ACCOUNT_MESSAGES.linkExpired);
    return 'reset_link';
  }

  return {
    /**
     * Whether an emailed link still works, so its page can say it has expired on load instead of
     * after the new password is typed twice (issue 29 #21). Reads only: the link stays usable.
     */
    async checkResetLink(userId: string, bearer: string | undefined): Promise<SuccessResponse> {
      const live =
        bearer !== undefined &&
        uuidSchema.safeParse(userId).success &&
        (await tokens.isLive(bearer, 'reset_password', userId));
      if (!live) throw forbidden(ACCOUNT_MESSAGES.linkExpired);
      return { success: true };
    },

    /**
     * The same answer whether or not the account exists. Storing the token and sending happen in
     * the background, so a known email does not take measurably longer to answer than an unknown one.
     */
    async requestReset(email: string): Promise<SuccessResponse> {
      const user = await users.findByEmail(email);
      if (user) mailer.sendInBackground(() => accountMails.passwordReset(user));
      return { success: true };
    },

    /** Sets the password, ends every session and outstanding reset link, and starts a new session. */
    async resetPassword(input: ResetPasswordInput): Promise<AuthResponse> {
      const via = await authorise(input);
      const updated = await users.setPassword(input.userId, await hasher.hash(input.body.password));
      if (!updated) throw forbidden(ACCOUNT_MESSAGES.linkExpired);
      await tokens.revokeAll(updated.id, 'reset_password');
      await audit.record({
        actorId: updated.id,
        action: 'account.password_changed',
        targetType: 'user',
        targetId: updated.id,
        details: { via },
      });
      return toAuthResponse(updated, signToken);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
