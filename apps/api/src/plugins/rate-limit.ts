import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { API_MESSAGES, type DependencyState } from '@widgetry/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isHttpError, tooManyRequests } from '../lib/http-errors';
import { redisWithMemoryFallback } from './rate-limit-store';
import { openRedis } from './redis-client';
import { redisWithMemoryFallbackCounters } from './redis-failure-counters';
import { type AttemptLimit, createSignInGuard, type SignInFailureLimits } from './sign-in-guard';

// DESIGN "Security rules": sign-up, forgot-password and verification mail are limited per client
// (one address guessing many accounts) and per account (many addresses guessing one account, or
// flooding one inbox); so are the guesses that need no mail: current-password checks with a
// session, reset tokens and verification links. Sign-in counts every attempt per client and wrong
// passwords per (account, client), and challenges an account guessed from many addresses instead
// of locking its owner out (sign-in-guard.ts). The public preview, which renders on the server for
// anyone, is limited per client. Counters live in memory, per process; with REDIS_URL they live in
// Redis, so every API process counts against the same allowance (redis-client.ts), and while Redis
// does not answer each process counts in its own memory again until it does (issue 25 §4).

export type { AttemptLimit } from './sign-in-guard';
export interface AttemptLimits {
  perClient: AttemptLimit;
  perAccount: AttemptLimit;
}
export type LimitedAction =
  | 'signUp'
  | 'forgotPassword'
  | 'verifyEmailRequest'
  | 'preview'
  | 'events'
  | 'currentPassword'
  | 'resetToken'
  | 'verifyLink';
export interface SignInLimits extends SignInFailureLimits {
  /** Every sign-in attempt from one client address, whatever the account. */
  perClient: AttemptLimit;
}
export type RateLimitSettings = Record<LimitedAction, AttemptLimits> & { login: SignInLimits };

const MINUTE_MS = 60 * 1000;

/** Generous enough for a person who mistypes, or a browser test run, from one address. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: {
    perClient: { max: 50, timeWindowMs: 15 * MINUTE_MS },
    perAccountAndClient: { max: 10, timeWindowMs: 15 * MINUTE_MS },
    challengeAfter: { max: 10, timeWindowMs: 15 * MINUTE_MS },
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
  // Issue 30: a page sends its widgets' events in batches (a few a minute); an office or a phone
  // network behind one address has many visitors, so only a flood from one address is stopped.
  events: {
    perClient: { max: 300, timeWindowMs: MINUTE_MS },
    perAccount: { max: 300, timeWindowMs: MINUTE_MS },
  },
  // Each check is an argon2 hash; a person changes a password a few times at most.
  currentPassword: {
    perClient: { max: 30, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 10, timeWindowMs: 15 * MINUTE_MS },
  },
  resetToken: {
    perClient: { max: 30, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 10, timeWindowMs: 15 * MINUTE_MS },
  },
  verifyLink: {
    perClient: { max: 30, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 10, timeWindowMs: 15 * MINUTE_MS },
  },
};

/** One sign-in under way: whether it must pass the stricter human check, and where its outcome goes. */
export interface SignInAttempt {
  challenged: boolean;
  /** Passes the outcome on; a 401 counts as a wrong password, a session clears this address's count. */
  settle<T>(outcome: Promise<T>): Promise<T>;
}

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
    /**
     * Before a password is checked: 429 with Retry-After when the client address has used up its
     * attempts, or its wrong passwords for this account; otherwise the attempt to settle.
     */
    beginSignIn(request: FastifyRequest, reply: FastifyReply, email: string): Promise<SignInAttempt>;
    /** Where the counts live: `up` in Redis, `down` in memory until Redis answers, `unused` without REDIS_URL. */
    redisState(): DependencyState;
  }
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  void reply.header('retry-after', String(retryAfterSeconds));
  throw tooManyRequests(API_MESSAGES.rateLimited);
}

const emailBodySchema = z.object({ email: z.string() });

/** The account of a body with an email (sign-up, forgot-password), whatever its case and spaces. */
export const accountFromEmailBody: AccountOf = (request) => {
  const body = emailBodySchema.safeParse(request.body);
  return body.success ? `email:${body.data.email.trim().toLowerCase()}` : null;
};

const userIdParamsSchema = z.object({ userId: z.string() });

/** The account a path's `:userId` names (a reset link is aimed at it). */
export const accountFromUserIdParam: AccountOf = (request) => {
  const params = userIdParamsSchema.safeParse(request.params);
  return params.success ? `user:${params.data.userId}` : null;
};

/** Counted per client address only (public routes). */
export const noAccount: AccountOf = () => null;

/** The signed-in user; the preHandler must run after app.authenticate. */
export const accountFromCurrentUser: AccountOf = (request) =>
  request.currentUser ? `user:${request.currentUser.id}` : null;

export interface SharedCounters {
  /** REDIS_URL */
  url: string;
  /** Starts every key, e.g. `widgetry:`; tests give each run its own. */
  keyPrefix: string;
}

export interface RateLimitPluginOptions {
  limits: RateLimitSettings;
  /** Counters shared by every API process (REDIS_URL); without it each process counts alone. */
  redis?: SharedCounters | undefined;
}

type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { limits, redis }: RateLimitPluginOptions) => {
    const shared = redis && { connection: await openRedis(redis.url, app.log), keyPrefix: redis.keyPrefix };
    if (shared) app.addHook('onClose', () => shared.connection.close());
    app.decorate('redisState', (): DependencyState => shared?.connection.state() ?? 'unused');
    // Nothing is limited unless a route asks for it. Redis keys expire with their window; while
    // Redis does not answer, the counts are kept in memory (rate-limit-store.ts).
    await app.register(rateLimit, {
      global: false,
      ...(shared ? { store: redisWithMemoryFallback(shared.connection, shared.keyPrefix) } : {}),
    });

    /** The seconds to wait when this attempt is one too many, else undefined. */
    const exceededFor = async (check: RateCheck, request: FastifyRequest) => {
      const result = await check(request);
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
    };
    // Every limit has its own keys, `<limit>:<key>`: in Redis they share one namespace.
    const clientOf = (name: string) => (request: FastifyRequest) => `${name}:client:${normalizeIP(request.ip)}`;

    // One pair of counters per action, however many routes ask for it: the password change,
    // the email change and the account deletion all check the current password, and a guesser
    // must not get an allowance per route. (In Redis the keys would be shared anyway; each
    // createRateLimit has its own in-memory store.)
    const limiters = new Map<LimitedAction, { accountOf: AccountOf; byClient: RateCheck; byAccount: RateCheck }>();
    const limitersFor = (action: LimitedAction, accountOf: AccountOf) => {
      const known = limiters.get(action);
      if (known) {
        if (known.accountOf !== accountOf) throw new Error(`limitAttempts('${action}') is counted by another account`);
        return known;
      }
      const { perClient, perAccount } = limits[action];
      const created = {
        accountOf,
        byClient: app.createRateLimit({
          max: perClient.max,
          timeWindow: perClient.timeWindowMs,
          keyGenerator: clientOf(action),
        }),
        byAccount: app.createRateLimit({
          max: perAccount.max,
          timeWindow: perAccount.timeWindowMs,
          // Only called when accountOf named an account (below).
          keyGenerator: (request) => `${action}:account:${accountOf(request) ?? ''}`,
        }),
      };
      limiters.set(action, created);
      return created;
    };

    app.decorate('limitAttempts', (action: LimitedAction, accountOf: AccountOf) => {
      const { byClient, byAccount } = limitersFor(action, accountOf);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const checks = accountOf(request) === null ? [byClient] : [byClient, byAccount];
        for (const check of checks) {
          const seconds = await exceededFor(check, request);
          if (seconds !== undefined) refuse(reply, seconds);
        }
      };
    });

    const signInByClient = app.createRateLimit({
      max: limits.login.perClient.max,
      timeWindow: limits.login.perClient.timeWindowMs,
      keyGenerator: clientOf('login'),
    });
    const signInGuard = createSignInGuard(
      limits.login,
      shared ? redisWithMemoryFallbackCounters(shared.connection, shared.keyPrefix) : undefined,
    );
    app.decorate('beginSignIn', async (request: FastifyRequest, reply: FastifyReply, email: string) => {
      const byClient = await exceededFor(signInByClient, request);
      if (byClient !== undefined) refuse(reply, byClient);
      const check = await signInGuard.check(email, request.ip);
      if (check.refusedForSeconds !== undefined) refuse(reply, check.refusedForSeconds);
      return {
        challenged: check.challenged,
        async settle<T>(outcome: Promise<T>): Promise<T> {
          let result: T;
          try {
            result = await outcome;
          } catch (error) {
            if (isHttpError(error) && error.statusCode === 401) {
              await signInGuard.recordFailure(email, request.ip);
            }
            throw error;
          }
          await signInGuard.recordSuccess(email, request.ip);
          return result;
        },
      };
    });
  },
  { name: 'rate-limit' },
);
