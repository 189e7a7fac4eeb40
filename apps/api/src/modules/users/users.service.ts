import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  type AuthResponse,
  type CreateUserBody,
  type DeleteUserBody,
  type LoginBody,
  type SuccessResponse,
  type UpdateUserBody,
  type User,
  type UserResponse,
} from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { fieldErrors, forbidden, HttpError, unauthorized } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail.types';
import type { AuditRepository } from '../audit';
import { type EmailTokenService, generateEmailToken } from '../email-tokens';
import type { AccountMails } from '../mail';
import type { SignInCodeService } from '../sign-in-codes';
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
  signInCodes,
}: {
  users: UsersRepository;
  hasher: PasswordHasher;
  tokens: Pick<EmailTokenService, 'pendingEmailOf'>;
  accountMails: Pick<AccountMails, 'verification' | 'emailChange'>;
  mailer: Pick<Mailer, 'sendInBackground'>;
  audit: AuditRepository;
  signToken: SignToken;
  onAccountDeleted: readonly AccountDeletedHook[];
  signInCodes: Pick<SignInCodeService, 'signIn'>;
}) {
  // An unknown email still costs one argon2 verification, so the answer time does not tell
  // whether an account exists. The hash is of a random password nobody knows.
  let unknownUserHash: Promise<string> | undefined;
  const hashForUnknownUser = () => {
    unknownUserHash ??= hasher.hash(generateEmailToken());
    return unknownUserHash;
  };

  /** The user as sent, with the address an email change under way moves it to. */
  async function withPendingEmail(row: UserRow): Promise<User> {
    return { ...toUser(row), pendingEmail: await tokens.pendingEmailOf(row.id) };
  }

  /** A 400 beside `field` unless `password` is the account's: blank says what to do, wrong says so. */
  async function assertPassword(user: UserRow, password: string | undefined, blank: string, field: string) {
    if (!password) throw fieldErrors({ [field]: blank });
    if (!(await hasher.verify(user.passwordHash, password))) {
      throw fieldErrors({ [field]: ACCOUNT_MESSAGES.currentPasswordWrong });
    }
  }

  /** The account when the password is its own, else null; an unknown email costs the same argon2 work. */
  async function accountOfPassword(body: LoginBody): Promise<UserRow | null> {
    const user = await users.findByEmail(body.email);
    const passwordHash = user?.passwordHash ?? (await hashForUnknownUser());
    const matches = await hasher.verify(passwordHash, body.password);
    return user && matches ? user : null;
  }

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
      const user = await accountOfPassword(body);
      if (!user) throw unauthorized(API_MESSAGES.invalidCredentials);
      return toAuthResponse(user, signToken);
    },

    /**
     * Sign-in to an account guessed from many addresses, without reCAPTCHA: the password and the
     * code mailed to the account (sign-in-codes.service.ts).
     */
    async loginWithCode(body: LoginBody): Promise<AuthResponse> {
      const user = await signInCodes.signIn(await accountOfPassword(body), body.signInCode);
      return toAuthResponse(user, signToken);
    },

    async profile(currentUser: UserRow): Promise<UserResponse> {
      return { user: await withPendingEmail(currentUser) };
    },

    /**
     * The name changes at once. A new email needs the current password and only starts a change:
     * a link goes to the new address, a notice to the one in use, and the account keeps (and may
     * keep using) its verified address until the link is opened (email verification moves it).
     */
    async update(currentUser: UserRow, userId: string, body: UpdateUserBody): Promise<UserResponse> {
      assertOwnAccount(currentUser, userId);
      const emailChanged = body.email !== currentUser.email;
      if (emailChanged) {
        await assertPassword(
          currentUser,
          body.currentPassword,
          ACCOUNT_MESSAGES.currentPasswordForEmail,
          'currentPassword',
        );
        if (await users.findByEmail(body.email)) throw emailTakenError();
      }
      const updated = await users.rename(currentUser.id, body.displayName);
      if (!updated) throw unauthorized();

      if (emailChanged) {
        await audit.record({
          actorId: currentUser.id,
          action: 'account.email_change_requested',
          targetType: 'user',
          targetId: currentUser.id,
          details: { from: currentUser.email, to: body.email },
        });
        for (const mail of await accountMails.emailChange(updated, body.email)) mailer.sendInBackground(mail);
      }
      return { user: await withPendingEmail(updated) };
    },

    /**
     * The account and everything it owns, once its password confirms it; its tokens stop working
     * because the user is gone.
     */
    async remove(currentUser: UserRow, userId: string, body: DeleteUserBody): Promise<SuccessResponse> {
      assertOwnAccount(currentUser, userId);
      await assertPassword(currentUser, body.password, ACCOUNT_MESSAGES.passwordToDelete, 'password');
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
