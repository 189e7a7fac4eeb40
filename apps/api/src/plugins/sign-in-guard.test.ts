import { describe, expect, it } from 'vitest';
import { createSignInGuard } from './sign-in-guard';

const MINUTE_MS = 60_000;
const LIMITS = {
  perAccountAndClient: { max: 2, timeWindowMs: 15 * MINUTE_MS },
  challengeAfter: { max: 3, timeWindowMs: 15 * MINUTE_MS },
};

function guardWithClock() {
  let now = 1_000_000;
  const guard = createSignInGuard(LIMITS, () => now);
  return { guard, advance: (ms: number) => (now += ms) };
}

describe('sign-in guard', () => {
  it('refuses only the address that used up its wrong passwords for the account, until the window ends', () => {
    const { guard, advance } = guardWithClock();
    guard.recordFailure('owner@example.com', '10.0.0.1');
    guard.recordFailure('owner@example.com', '10.0.0.1');
    expect(guard.check('owner@example.com', '10.0.0.1')).toEqual({ refusedForSeconds: 15 * 60 });
    expect(guard.check('owner@example.com', '10.0.0.2')).toEqual({ refusedForSeconds: undefined, challenged: false });
    expect(guard.check('other@example.com', '10.0.0.1')).toEqual({ refusedForSeconds: undefined, challenged: false });
    advance(15 * MINUTE_MS);
    expect(guard.check('owner@example.com', '10.0.0.1').refusedForSeconds).toBeUndefined();
  });

  it('challenges an account guessed from many addresses; the owner signing in does not lift it', () => {
    const { guard, advance } = guardWithClock();
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) guard.recordFailure('owner@example.com', address);
    expect(guard.check('owner@example.com', '10.9.9.9')).toEqual({ refusedForSeconds: undefined, challenged: true });
    guard.recordSuccess('owner@example.com', '10.9.9.9');
    expect(guard.check('owner@example.com', '10.9.9.9')).toMatchObject({ challenged: true });
    advance(15 * MINUTE_MS);
    expect(guard.check('owner@example.com', '10.9.9.9')).toMatchObject({ challenged: false });
  });

  it('counts an email in any case or with spaces as the same account', () => {
    const { guard } = guardWithClock();
    guard.recordFailure(' Owner@Example.com', '10.0.0.1');
    guard.recordFailure('OWNER@example.com ', '10.0.0.1');
    expect(guard.check('owner@example.com', '10.0.0.1').refusedForSeconds).toBeGreaterThan(0);
  });

  it("a right password clears the address's count for the account", () => {
    const { guard } = guardWithClock();
    guard.recordFailure('owner@example.com', '10.0.0.1');
    guard.recordSuccess('owner@example.com', '10.0.0.1');
    guard.recordFailure('owner@example.com', '10.0.0.1');
    expect(guard.check('owner@example.com', '10.0.0.1').refusedForSeconds).toBeUndefined();
  });
});
