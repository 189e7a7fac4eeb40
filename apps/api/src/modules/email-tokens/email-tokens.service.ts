import { createHash, randomBytes } from 'node:crypto';
import type { EmailTokenPurpose, EmailTokenRow } from '../../db/schema';
import type { EmailTokensRepository } from './email-tokens.repository';

// DESIGN "Security rules": 256-bit random, stored hashed, single use, expiring. A plain SHA-256
// is enough for the hash: the token is random, so there is nothing to guess from it.

const TOKEN_BYTES = 32;

/** How long an emailed link works. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** Whether a newer mail of the purpose ends the links of the older ones. */
const SUPERSEDED_BY_A_NEWER_MAIL: Record<EmailTokenPurpose, boolean> = {
  verify_email: false,
  reset_password: true,
  // Only the latest new address may win: an older link must not move the account somewhere else.
  change_email: true,
};

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** base64url: 43 characters that need no escaping in a URL, never a dot (so never taken for a JWT). */
export function generateEmailToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function createEmailTokenService({
  tokens,
  now = () => new Date(),
}: {
  tokens: EmailTokensRepository;
  now?: () => Date;
}) {
  return {
    /**
     * A new raw token for the mail. A verification mail promises its link works for 24 hours, so
     * asking for another one leaves the earlier links valid until one is used (verify ends the
     * rest); a newer reset mail supersedes the older ones, as a reset link is a key to the account.
     */
    async issue(userId: string, purpose: EmailTokenPurpose, newEmail?: string): Promise<string> {
      const token = generateEmailToken();
      if (SUPERSEDED_BY_A_NEWER_MAIL[purpose]) await tokens.deleteUnused(userId, purpose);
      await tokens.insert({
        userId,
        purpose,
        newEmail,
        tokenHash: hashEmailToken(token),
        expiresAt: new Date(now().getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
      });
      return token;
    },

    /** Uses the token up; undefined when it is unknown, expired, used or (with userId) someone else's. */
    async redeem(token: string, purpose: EmailTokenPurpose, userId?: string): Promise<EmailTokenRow | undefined> {
      return tokens.consume({ tokenHash: hashEmailToken(token), purpose, userId, now: now() });
    },

    /** Whether the token would still redeem for this user, without using it up (a page checking its link on load). */
    async isLive(token: string, purpose: EmailTokenPurpose, userId: string): Promise<boolean> {
      return tokens.isLive({ tokenHash: hashEmailToken(token), purpose, userId, now: now() });
    },

    /** The address an email change under way moves the account to; null when none is. */
    async pendingEmailOf(userId: string): Promise<string | null> {
      return (await tokens.findLatestLive(userId, 'change_email', now()))?.newEmail ?? null;
    },

    /** Ends every outstanding link of this purpose, e.g. reset links once the password has changed. */
    async revokeAll(userId: string, purpose: EmailTokenPurpose): Promise<void> {
      await tokens.deleteUnused(userId, purpose);
    },
  };
}
export type EmailTokenService = ReturnType<typeof createEmailTokenService>;
