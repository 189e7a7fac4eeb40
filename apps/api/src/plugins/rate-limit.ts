import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@widgetry/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { tooManyRequests } from '../lib/http-errors';

// DESIGN "Security rules": sign-in, sign-up, forgot-password and verification mail are limited
// per client (one address guessing many accounts) and per account (many addresses guessing one
// account, or flooding one inbox). The public preview, which renders on the server for anyone, is
// limited per client. Counters live in memory, per process.

export interface AttemptLimit {
  max: number;
  timeWindowMs: number;
}
export interface AttemptLimits {
  perClient: AttemptLimit;
  perAccount: AttemptLimit;
}
export type LimitedAction = 'login' | 'signUp' | 'forgotPassword' | 'verifyEmailRequest' | 'preview';
export type RateLimitSettings = Record<LimitedAction, AttemptLimits>;

const MINUTE_MS = 60 * 1000;

/** Generous enough for a person who mistypes, or a browser test run, from one address. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: {
    perClient: { max: 50, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 10, timeWindowMs: 15 * MINUTE_MS },
  },
  signUp: {
    perClient: { max: 30, timeWindowMs: 60 * MINUTE_MS },
    perAccount: { max: 5, timeWindowMs: 60 * MINUTE_MS },
  },
  forgotPassword: {
    perClient: { max: 20, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 5, timeWindowMs: 15 * MINUTE_MS },
  },
  verifyEmailRequest: {
    perClient: { max: 20, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 5, timeWindowMs: 15 * MINUTE_MS },
  },
  // The editor asks only when a source changes; a busy office behind one address stays well under.
  preview: {
    perClient: { max: 120, timeWindowMs: MINUTE_MS },
    perAccount: { max: 120, timeWindowMs: MINUTE_MS },
  },
};

/** Names the account an attempt is aimed at, or null when the request names none. */
export type AccountOf = (request: FastifyRequest) => string | null;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler counting one attempt at `action` for the client address and for the account;
     * 429 `{ error: rateLimited }` with Retry-After once either allowance is used up.
     */
    limitAttempts(
      action: LimitedAction,
      accountOf: AccountOf,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const emailBodySchema = z.object({ email: z.string() });

/** The account of a body with an email (login, sign-up, forgot-password); validated, so already lowercased. */
export const accountFromEmailBody: AccountOf = (request) => {
  const body = emailBodySchema.safeParse(request.body);
  return body.success ? `email:${body.data.email.toLowerCase()}` : null;
};

/** Counted per client address only (public routes). */
export const noAccount: AccountOf = () => null;

/** The signed-in user; the preHandler must run after app.authenticate. */
export const accountFromCurrentUser: AccountOf = (request) =>
  request.currentUser ? `user:${request.currentUser.id}` : null;

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { limits }: { limits: RateLimitSettings }) => {
    // Nothing is limited unless a route asks for it.
    await app.register(rateLimit, { global: false });

    app.decorate('limitAttempts', (action: LimitedAction, accountOf: AccountOf) => {
      const { perClient, perAccount } = limits[action];
      const byClient = app.createRateLimit({ max: perClient.max, timeWindow: perClient.timeWindowMs });
      const byAccount = app.createRateLimit({
        max: perAccount.max,
        timeWindow: perAccount.timeWindowMs,
        // Only called when accountOf named an account (below).
        keyGenerator: (request) => accountOf(request) ?? '',
      });

      return async (request: FastifyRequest, reply: FastifyReply) => {
        const checks = accountOf(request) === null ? [byClient] : [byClient, byAccount];
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            void reply.header('retry-after', String(result.ttlInSeconds));
            throw tooManyRequests(API_MESSAGES.rateLimited);
          }
        }
      };
    });
  },
  { name: 'rate-limit' },
);
