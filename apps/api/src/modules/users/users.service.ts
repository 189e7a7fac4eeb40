import {
  API_MESSAGES,
  type AuthResponse,
  type CreateUserBody,
  type LoginBody,
  type SuccessResponse,
  type UpdateUserBody,
  type UserResponse,
} from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { forbidden, HttpError, unauthorized } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail.types';
import type { AuditRepository } from '../audit/audit.repository';
import { type EmailTokenService, generateEmailToken } from '../email-tokens/email-tokens.service';
import type { AccountMails } from '../mail/account-mails';
import type { PasswordHasher } from './password-hasher';
import { toUser } from './users.mapper';
import type { UsersRepository } from './users.repository';

/**
 * Runs before an account is deleted, while its rows still exist; a failure stops the deletion, so
 * an account is never gone while something it pays for is still running. Billing registers the
 * subscription cancellation here once it exists.
 */
export type AccountDeletedHook = (user: UserRow) => Promise<void>;

export type SignToken = (user: Pick<UserRow, 'id' | 'tokenVersion'>) => string;

/** 409 shown under the email field (spec 000 §5: fieldErrors shown under the matching field). */
export function emailTakenError(): HttpError {
  return new HttpError(409, API_MESSAGES.emailTaken, { fieldErrors: { email: API_MESSAGES.emailTaken } });
}

/** The session answer of sign-up, sign-in and a password reset. */
export function toAuthResponse(user: UserRow, signToken: SignToken): AuthResponse {
  return { token: signToken(user), id: user.id, user: toUser(user) };
}

/** Users act on their own account only; the admin console has its own routes. */
export function assertOwnAccount(currentUser: UserRow, userId: string): void {
  if (currentUser.id !== userId) throw forbidden(API_MESSAGES.forbidden);
}

export function createUserService({
  users,
  hasher,
  tokens,
  accountMails,
  mailer,
  audit,
  signToken,
  onAccountDeleted,
}: {
  users: UsersRepository;
  hasher: PasswordHasher;
  tokens: Pick<EmailTokenService, 'revokeAll'>;
  accountMails: Pick<AccountMails, 'verification'>;
  mailer: Pick<Mailer, 'sendInBackground'>;
  audit: AuditRepository;
  signToken: SignToken;
  onAccountDeleted: readonly AccountDeletedHook[];
}) {
  // An unknown email still costs one argon2 verification, so the answer time does not tell
  // whether an account exists. The hash is of a random password nobody knows.
  let unknownUserHash: Promise<string> | undefined;
  const hashForUnknownUser = () => {
    unknownUserHash ??= hasher.hash(generateEmailToken());
    return unknownUserHash;
  };

  return {
    /** A customer with an unverified email, a verification mail on its way, and a session. */
    async signUp(body: CreateUserBody): Promise<AuthResponse> {
      // Checked first so a duplicate does not cost an argon2 hash; the insert below still decides.
      if (await users.findByEmail(body.email)) throw emailTakenError();
      const passwordHash = await hasher.hash(body.password);
      const user = await users.createIfEmailFree({ email: body.email, displayName: body.displayName, passwordHash });
      if (!user) throw emailTakenError();
      // The link's token is stored before answering, so a following email change revokes it; the
      // delivery is not awaited: the account exists whatever the mail server does.
      mailer.sendInBackground(await accountMails.verification(user));
      return toAuthResponse(user, signToken);
    },

    async login(body: LoginBody): Promise<AuthResponse> {
      const user = await users.findByEmail(body.email);
      const passwordHash = user?.passwordHash ?? (await hashForUnknownUser());
      const matches = await hasher.verify(passwordHash, body.password);
      if (!user || !matches) throw unauthorized(API_MESSAGES.invalidCredentials);
      return toAuthResponse(user, signToken);
    },

    profile(currentUser: UserRow): UserResponse {
      return { user: toUser(currentUser) };
    },

    /** A changed email is unverified until the new address's link is opened. */
    async update(currentUser: UserRow, userId: string, body: UpdateUserBody): Promise<UserResponse> {
      assertOwnAccount(currentUser, userId);
      const emailChanged = body.email !== currentUser.email;
      if (emailChanged && (await users.findByEmail(body.email))) throw emailTakenError();

      let updated: UserRow | undefined;
      try {
        updated = await users.updateProfile(currentUser.id, {
          displayName: body.displayName,
          email: body.email,
          ...(emailChanged ? { emailVerified: false } : {}),
        });
      } catch (error) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error)) throw emailTakenError();
        throw error;
      }
      if (!updated) throw unauthorized();

      if (emailChanged) {
        // Links mailed to the old address must not verify, or reset, the account behind the new one.
        await tokens.revokeAll(updated.id, 'verify_email');
        await tokens.revokeAll(updated.id, 'reset_password');
        await audit.record({
          actorId: currentUser.id,
          action: 'account.email_changed',
          targetType: 'user',
          targetId: currentUser.id,
          details: { from: currentUser.email, to: updated.email },
        });
        mailer.sendInBackground(await accountMails.verification(updated));
      }
      return { user: toUser(updated) };
    },

    /** The account and everything it owns; its tokens stop working because the user is gone. */
    async remove(currentUser: UserRow, userId: string): Promise<SuccessResponse> {
      assertOwnAccount(currentUser, userId);
      for (const hook of onAccountDeleted) await hook(currentUser);
      await audit.record({
        actorId: currentUser.id,
        action: 'account.deleted',
        targetType: 'user',
        targetId: currentUser.id,
        details: { email: currentUser.email },
      });
      await users.deleteById(currentUser.id);
      return { success: true };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
