import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_MESSAGES, SIGN_IN_CODE_REQUIRED } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail.types';
import { signInCodeMail } from '../mail';
import type { SignInCodesRepository } from './sign-in-codes.repository';

// Issue 25 §3: without reCAPTCHA, an account with too many wrong passwords from all addresses
// together (the sign-in guard's challenge) signs in with its password and a code mailed to it.
//
// What a guesser learns: nothing. Without a code every attempt gets the same 401 asking for one,
// right password or wrong; with one, a wrong password and a wrong code get the same 401 too.
// What the owner gets: the mail, always, once the right password is typed; the code is checked
// only together with the right password, so guessers who do not know it cannot spend its guesses.
// The mail cannot be used to flood the owner: it is sent only after the right password, at most
// once a minute (the code just sent still works meanwhile) and at most CODE_MAILS_PER_HOUR an hour;
// a newer code replaces the older one. Only whoever knows the password can use up that allowance,
// and then a password reset is what the owner needs anyway.

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Guesses per code, the right one included. */
export const CODE_MAX_GUESSES = 5;
/** A new code is mailed only once the last one is this old (or used up). */
export const CODE_RESEND_AFTER_MS = 60 * 1000;
export const CODE_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** SHA-256 over a random salt and the digits; the plain code is only ever in the mail. */
function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Six uniformly random digits, leading zeros kept. */
export function generateSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
}

const codeRequired = () => unauthorized(SIGN_IN_CODE_MESSAGES.required, SIGN_IN_CODE_REQUIRED);
const codeOrPasswordWrong = () => unauthorized(SIGN_IN_CODE_MESSAGES.wrong, SIGN_IN_CODE_REQUIRED);

export function createSignInCodeService({
  codes,
  mailer,
  now = () => new Date(),
}: {
  codes: SignInCodesRepository;
  mailer: Pick<Mailer, 'sendInBackground'>;
  now?: () => Date;
}) {
  async function mailCode(user: UserRow): Promise<void> {
    const at = now();
    const latest = await codes.latest(user.id);
    const latestStillWorks =
      latest !== undefined &&
      latest.usedAt === null &&
      latest.expiresAt > at &&
      latest.attempts < CODE_MAX_GUESSES &&
      at.getTime() - latest.createdAt.getTime() < CODE_RESEND_AFTER_MS;
    if (latestStillWorks) return;
    const hourAgo = new Date(at.getTime() - HOUR_MS);
    if ((await codes.countSince(user.id, hourAgo)) >= CODE_MAILS_PER_HOUR) return;

    const code = generateSignInCode();
    const salt = randomBytes(16).toString('hex');
    await codes.replace(
      { userId: user.id, codeHash: hashCode(salt, code), salt, expiresAt: new Date(at.getTime() + CODE_LIFETIME_MS) },
      at,
      hourAgo,
    );
    mailer.sendInBackground(
      signInCodeMail({
        to: user.email,
        displayName: user.displayName,
        code,
        validForMinutes: CODE_LIFETIME_MS / 60_000,
      }),
    );
  }

  /** Whether the code is the account's live one; each call spends one of its guesses. */
  async function redeem(userId: string, code: string): Promise<boolean> {
    const at = now();
    const live = await codes.spendGuess(userId, at, CODE_MAX_GUESSES);
    if (!live || !sameHash(live.codeHash, hashCode(live.salt, code))) return false;
    return codes.markUsed(live.id, at);
  }

  return {
    /**
     * The second step of a challenged sign-in: `user` is the account when the password was right,
     * null otherwise. Resolves with the account once its code is right; otherwise a 401 with
     * `code: SIGN_IN_CODE_REQUIRED`, the same for a right and a wrong password.
     */
    async signIn(user: UserRow | null, signInCode: string | undefined): Promise<UserRow> {
      if (signInCode === undefined) {
        if (user) await mailCode(user);
        throw codeRequired();
      }
      if (!user || !(await redeem(user.id, signInCode))) throw codeOrPasswordWrong();
      return user;
    },
  };
}
export type SignInCodeService = ReturnType<typeof createSignInCodeService>;
