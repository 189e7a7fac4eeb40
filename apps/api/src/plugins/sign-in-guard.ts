import { LruMap } from '../lib/lru-map';

// Issue 9 point 4: wrong passwords must not let anyone lock a chosen user out. The hard limit
// counts failures per (account, client address), so only the guessing address is refused. Failures
// for one account across many addresses do not refuse anyone; they raise a challenge instead: until
// the window ends, every sign-in to that account must pass a stricter reCAPTCHA score
// (recaptcha.ts, CHALLENGE_MIN_SCORE). The owner, a person, passes it; a botnet's scripts do not.
// Without reCAPTCHA the challenge is a code mailed to the account's address (modules/sign-in-codes).

export interface AttemptLimit {
  max: number;
  timeWindowMs: number;
}

export interface SignInFailureLimits {
  /** Wrong passwords for one account from one client address; past it that pair is refused (429). */
  perAccountAndClient: AttemptLimit;
  /** Wrong passwords for one account from every address; past it each sign-in to it is challenged. */
  challengeAfter: AttemptLimit;
}

/** Failures under one key in a fixed window that starts at the first failure. */
export interface FailureCount {
  count: number;
  /** What is left of the window; 0 without one. */
  msLeft: number;
}

/** One kind of failure (a pair, an account), counted per key in windows of one length. */
export interface FailureCounter {
  read(key: string): Promise<FailureCount>;
  /** One more failure; the first opens the window. */
  add(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Where the counters live: this process's memory, or Redis shared by every process (redis-failure-counters.ts). */
export type FailureCounters = (kind: string, timeWindowMs: number) => FailureCounter;

/** In-memory counters, like the other limits: bounded, so a flood of names costs bounded memory. */
const MAX_TRACKED_KEYS = 100_000;

/** This process's own counters, each kind in its own bounded map. */
export function memoryFailureCounters(now: () => number = Date.now): FailureCounters {
  return (_kind, timeWindowMs) => {
    const windows = new LruMap<string, { count: number; endsAt: number }>(MAX_TRACKED_KEYS);
    const live = (key: string) => {
      const window = windows.get(key);
      if (window && window.endsAt > now()) return window;
      windows.delete(key);
      return undefined;
    };
    return {
      read: async (key) => {
        const window = live(key);
        return window ? { count: window.count, msLeft: window.endsAt - now() } : { count: 0, msLeft: 0 };
      },
      add: async (key) => {
        const window = live(key);
        if (window) window.count += 1;
        else windows.set(key, { count: 1, endsAt: now() + timeWindowMs });
      },
      clear: async (key) => windows.delete(key),
    };
  };
}

/** The same account whatever the case or surrounding spaces of the email typed. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

export type SignInCheck = { refusedForSeconds: number } | { refusedForSeconds: undefined; challenged: boolean };

export function createSignInGuard(limits: SignInFailureLimits, counters: FailureCounters = memoryFailureCounters()) {
  const pairs = counters('pair', limits.perAccountAndClient.timeWindowMs);
  const accounts = counters('account', limits.challengeAfter.timeWindowMs);
  // The address first: it never holds a space, so no two pairs share a key whatever the email.
  const pairKey = (email: string, clientAddress: string) => `${clientAddress} ${accountKey(email)}`;

  return {
    /** Before the password is checked: refused for this address, or allowed (and whether challenged). */
    async check(email: string, clientAddress: string): Promise<SignInCheck> {
      const [pair, account] = await Promise.all([
        pairs.read(pairKey(email, clientAddress)),
        accounts.read(accountKey(email)),
      ]);
      if (pair.count >= limits.perAccountAndClient.max) {
        return { refusedForSeconds: Math.max(1, Math.ceil(pair.msLeft / 1000)) };
      }
      return { refusedForSeconds: undefined, challenged: account.count >= limits.challengeAfter.max };
    },

    async recordFailure(email: string, clientAddress: string): Promise<void> {
      await Promise.all([pairs.add(pairKey(email, clientAddress)), accounts.add(accountKey(email))]);
    },

    /**
     * The right password clears this address's failures; the account's stay, so an attacker cannot
     * lift the challenge by waiting for the owner to sign in.
     */
    async recordSuccess(email: string, clientAddress: string): Promise<void> {
      await pairs.clear(pairKey(email, clientAddress));
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
