import { LruMap } from '../lib/lru-map';

// Issue 9 point 4: wrong passwords must not let anyone lock a chosen user out. The hard limit
// counts failures per (account, client address), so only the guessing address is refused. Failures
// for one account across many addresses do not refuse anyone; they raise a challenge instead: until
// the window ends, every sign-in to that account must pass a stricter reCAPTCHA score
// (recaptcha.ts, CHALLENGE_MIN_SCORE). The owner, a person, passes it; a botnet's scripts do not.

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

/** In-memory counters, like the other limits: bounded, so a flood of names costs bounded memory. */
const MAX_TRACKED_KEYS = 100_000;

/** Failures per key in fixed windows that start at the first failure. */
function failureCounter(timeWindowMs: number, now: () => number) {
  const windows = new LruMap<string, { count: number; endsAt: number }>(MAX_TRACKED_KEYS);
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt > now()) return window;
    windows.delete(key);
    return undefined;
  };
  return {
    count: (key: string) => live(key)?.count ?? 0,
    secondsLeft: (key: string) => Math.max(1, Math.ceil(((live(key)?.endsAt ?? now()) - now()) / 1000)),
    add(key: string) {
      const window = live(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, endsAt: now() + timeWindowMs });
    },
    clear: (key: string) => windows.delete(key),
  };
}

/** The same account whatever the case or surrounding spaces of the email typed. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

export type SignInCheck = { refusedForSeconds: number } | { refusedForSeconds: undefined; challenged: boolean };

export function createSignInGuard(limits: SignInFailureLimits, now: () => number = Date.now) {
  const pairs = failureCounter(limits.perAccountAndClient.timeWindowMs, now);
  const accounts = failureCounter(limits.challengeAfter.timeWindowMs, now);
  const pairKey = (email: string, clientAddress: string) => `${accountKey(email)}\n${clientAddress}`;

  return {
    /** Before the password is checked: refused for this address, or allowed (and whether challenged). */
    check(email: string, clientAddress: string): SignInCheck {
      const pair = pairKey(email, clientAddress);
      if (pairs.count(pair) >= limits.perAccountAndClient.max) {
        return { refusedForSeconds: pairs.secondsLeft(pair) };
      }
      return {
        refusedForSeconds: undefined,
        challenged: accounts.count(accountKey(email)) >= limits.challengeAfter.max,
      };
    },

    recordFailure(email: string, clientAddress: string): void {
      pairs.add(pairKey(email, clientAddress));
      accounts.add(accountKey(email));
    },

    /**
     * The right password clears this address's failures; the account's stay, so an attacker cannot
     * lift the challenge by waiting for the owner to sign in.
     */
    recordSuccess(email: string, clientAddress: string): void {
      pairs.clear(pairKey(email, clientAddress));
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
