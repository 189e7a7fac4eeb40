import { API_MESSAGES } from '@widgetry/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';
import { badRequest } from '../lib/http-errors';

// reCAPTCHA v3 (spec 000 §2: a human-check token with action submit before sign-up and sign-in).
// Without RECAPTCHA_SECRET the check is skipped (DESIGN), and the log says so once at start.
// With it, any doubt fails closed: a missing token, a low score, a wrong action, or Google (or
// the configured stand-in) not answering all refuse the request.

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves for a person; throws a 400 `{ error: humanCheckFailed }` otherwise. */
    verifyHuman(token: string | undefined, action: string, remoteIp?: string): Promise<void>;
  }
}

/** The action the dashboard executes before sign-up and sign-in (spec 000 §2). */
export const RECAPTCHA_ACTION = 'submit';

export const RECAPTCHA_SKIPPED_MESSAGE = 'reCAPTCHA is not configured: the human check is skipped';

const VERIFY_TIMEOUT_MS = 5_000;

/** The parts of Google's siteverify answer we rely on. */
const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export const recaptchaPlugin = fp(
  async (app: FastifyInstance, { recaptcha }: { recaptcha: Config['recaptcha'] }) => {
    const { secret, verifyUrl, minScore } = recaptcha;
    if (secret === undefined) {
      app.log.info(RECAPTCHA_SKIPPED_MESSAGE);
      app.decorate('verifyHuman', async () => {});
      return;
    }

    const refuse = () => badRequest(API_MESSAGES.humanCheckFailed);

    app.decorate('verifyHuman', async (token: string | undefined, action: string, remoteIp?: string) => {
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
      if (!answer.success || answer.action !== action || score < minScore) {
        app.log.info(
          { success: answer.success, action: answer.action, score: answer.score, errors: answer['error-codes'] },
          'reCAPTCHA check failed',
        );
        throw refuse();
      }
    });
  },
  { name: 'recaptcha' },
);
