import { API_MESSAGES } from '@widgetry/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';
import { badRequest } from '../lib/http-errors';

// reCAPTCHA v3 (spec 000 §2: a human-check token with action submit before sign-up and sign-in).
// Without RECAPTCHA_SECRET the check is skipped (DESIGN), and the log says so once at start (a
// warning in production, naming what protects sign-in instead: the limits and the mailed code).
// With it, any doubt fails closed: a missing token, a low score, a wrong action, or Google (or
// the configured stand-in) not answering all refuse the request.

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether RECAPTCHA_SECRET is set; without it a challenged sign-in needs a mailed code instead. */
    recaptchaConfigured: boolean;
    /**
     * Resolves for a person; throws a 400 `{ error: humanCheckFailed }` otherwise. `strict` asks for
     * CHALLENGE_MIN_SCORE (sign-in to an account guessed from many addresses, sign-in-guard.ts).
     */
    verifyHuman(
      token: string | undefined,
      action: string,
      remoteIp?: string,
      options?: { strict?: boolean },
    ): Promise<void>;
  }
}

/** The action the dashboard executes before sign-up and sign-in (spec 000 §2). */
export const RECAPTCHA_ACTION = 'submit';

export const RECAPTCHA_SKIPPED_MESSAGE = 'reCAPTCHA is not configured: the human check is skipped';

const VERIFY_TIMEOUT_MS = 5_000;

/** The score a challenged sign-in needs (or RECAPTCHA_MIN_SCORE when that is higher). */
export const CHALLENGE_MIN_SCORE = 0.7;

/** Logged as a warning at start in production without RECAPTCHA_SECRET: what protects sign-in then. */
export const RECAPTCHA_OFF_IN_PRODUCTION_MESSAGE =
  'reCAPTCHA is not configured (RECAPTCHA_SECRET): sign-up and sign-in have no human check. In force: ' +
  'attempt limits per address and per account, and an account with too many wrong passwords from ' +
  'all addresses together signs in only with a six-digit code mailed to its address';

/** The parts of Google's siteverify answer we rely on. */
const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RecaptchaPluginOptions {
  recaptcha: Config['recaptcha'];
  /** NODE_ENV=production: running without reCAPTCHA is then a warning, not a note. */
  production?: boolean;
}

export const recaptchaPlugin = fp(
  async (app: FastifyInstance, { recaptcha, production = false }: RecaptchaPluginOptions) => {
    const { secret, verifyUrl, minScore } = recaptcha;
    app.decorate('recaptchaConfigured', secret !== undefined);
    if (secret === undefined) {
      if (production) app.log.warn(RECAPTCHA_OFF_IN_PRODUCTION_MESSAGE);
      else app.log.info(RECAPTCHA_SKIPPED_MESSAGE);
      app.decorate('verifyHuman', async () => {});
      return;
    }

    const refuse = () => badRequest(API_MESSAGES.humanCheckFailed);

    const verifyHuman = async (
      token: string | undefined,
      action: string,
      remoteIp?: string,
      options?: { strict?: boolean },
    ) => {
      if (token === undefined || token === '') throw refuse();
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp !== undefined) form.set('remoteip', remoteIp);

      let answer: z.infer<typeof siteverifySchema>;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
        answer = siteverifySchema.parse(await response.json());
      } catch (error) {
        app.log.error({ err: error }, 'reCAPTCHA verification could not be completed; refusing the request');
        throw refuse();
      }

      const score = answer.score ?? 0;
      const needed = options?.strict ? Math.max(minScore, CHALLENGE_MIN_SCORE) : minScore;
      if (!answer.success || answer.action !== action || score < needed) {
        app.log.info(
          {
            success: answer.success,
            action: answer.action,
            score: answer.score,
            needed,
            errors: answer['error-codes'],
          },
          'reCAPTCHA check failed',
        );
        throw refuse();
      }
    };
    app.decorate('verifyHuman', verifyHuman);
  },
  { name: 'recaptcha' },
);
