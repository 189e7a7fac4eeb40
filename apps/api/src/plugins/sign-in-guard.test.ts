import { describe, expect, it } from 'vitest';
import { createSignInGuard, memoryFailureCounters } from './sign-in-guard';

const MINUTE_MS = 60_000;
const LIMITS = {
  perAccountAndClient: { max: 2, timeWindowMs: 15 * MINUTE_MS },
  challengeAfter: { max: 3, timeWindowMs: 15 * MINUTE_MS },
};

function guardWithClock() {
  let now = 1_000_000;
  const guard = createSignInGuard(
    LIMITS,
    memoryFailureCounters(() => now),
  );
  return { guard, advance: (ms: number) => (now += ms) };
}

describe('sign-in guard', () => {
  it('refuses only the address that used up its wrong passwords for the account, until the window ends', async () => {
    const { guard, advance } = guardWithClock();
    await guard.recordFailure('owner@example.com', '10.0.0.1');
    await guard.recordFailure('owner@example.com', '10.0.0.1');
    expect(await guard.check('owner@example.com', '10.0.0.1')).toEqual({ refusedForSeconds: 15 * 60 });
    expect(await guard.check('owner@example.com', '10.0.0.2')).toEqual({
      refusedForSeconds: undefined,
      challenged: false,
    });
    expect(await guard.check('other@example.com', '10.0.0.1')).toEqual({
      refusedForSeconds: undefined,
      challenged: false,
    });
    advance(15 * MINUTE_MS);
    expect((await guard.check('owner@example.com', '10.0.0.1')).refusedForSeconds).toBeUndefined();
  });

  it('challenges an account guessed from many addresses; the owner signing in does not lift it', async () => {
    const { guard, advance } = guardWithClock();
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await guard.recordFailure('owner@example.com', address);
    expect(await guard.check('owner@example.com', '10.9.9.9')).toEqual({
      refusedForSeconds: undefined,
      challenged: true,
    });
    await guard.recordSuccess('owner@example.com', '10.9.9.9');
    expect(await guard.check('owner@example.com', '10.9.9.9')).toMatchObject({ challenged: true });
    advance(15 * MINUTE_MS);
    expect(await guard.check('owner@example.com', '10.9.9.9')).toMatchObject({ challenged: false });
  });

  it('counts an email in any case or with spaces as the same account', async () => {
    const { guard } = guardWithClock();
    await guard.recordFailure(' Owner@Example.com', '10.0.0.1');
    await guard.recordFailure('OWNER@example.com ', '10.0.0.1');
    expect((await guard.check('owner@example.com', '10.0.0.1')).refusedForSeconds).toBeGreaterThan(0);
  });

  it("a right password clears the address's count for the account", async () => {
    const { guard } = guardWithClock();
    await guard.recordFailure('owner@example.com', '10.0.0.1');
    await guard.recordSuccess('owner@example.com', '10.0.0.1');
    await guard.recordFailure('owner@example.com', '10.0.0.1');
    expect((await guard.check('owner@example.com', '10.0.0.1')).refusedForSeconds).toBeUndefined();
  });
});
