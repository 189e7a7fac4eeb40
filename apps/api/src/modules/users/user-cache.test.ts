import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { fakeChangeListener } from '../../test-support/fake-change-listener';
import { createUserCache, USER_CHANGED_CHANNEL } from './user-cache';

const ID = '6f1d9a3e-2b7c-4e8f-9a0b-1c2d3e4f5a6b';

function user(tokenVersion: number): UserRow {
  return { id: ID, tokenVersion, userRole: 'customer' } as UserRow;
}

/** The database: what a load answers now, and how many loads were made. */
function fakeUsers(start: UserRow | undefined) {
  const state = { current: start, loads: 0, hold: undefined as Promise<void> | undefined };
  const load = async (_id: string) => {
    state.loads += 1;
    const answer = state.current;
    await state.hold;
    return answer;
  };
  return { state, load };
}

/** The test's listener, with announcements on the users channel. */
function fakeListener() {
  const fake = fakeChangeListener();
  return { ...fake, notify: (payload: string) => fake.notify(USER_CHANGED_CHANNEL, payload), drop: fake.deaf };
}

describe('user cache', () => {
  it('answers a user it has read without reading again', async () => {
    const { state, load } = fakeUsers(user(0));
    const cache = createUserCache({ load, listener: fakeListener().listener });
    expect(await cache.findById(ID)).toEqual(user(0));
    expect(await cache.findById(ID)).toEqual(user(0));
    expect(state.loads).toBe(1);
  });

  it('reads concurrent requests for one user once', async () => {
    const { state, load } = fakeUsers(user(0));
    const cache = createUserCache({ load, listener: fakeListener().listener });
    const answers = await Promise.all([cache.findById(ID), cache.findById(ID), cache.findById(ID)]);
    expect(answers).toEqual([user(0), user(0), user(0)]);
    expect(state.loads).toBe(1);
  });

  it("reads again after this process's own change (forget)", async () => {
    const { state, load } = fakeUsers(user(0));
    const cache = createUserCache({ load, listener: fakeListener().listener });
    await cache.findById(ID);
    state.current = user(1);
    cache.forget(ID);
    expect(await cache.findById(ID)).toEqual(user(1));
  });

  it("reads again after another process's change is announced", async () => {
    const { state, load } = fakeUsers(user(0));
    const channel = fakeListener();
    const cache = createUserCache({ load, listener: channel.listener });
    await cache.findById(ID);
    state.current = undefined;
    channel.notify(ID);
    expect(await cache.findById(ID)).toBeUndefined();
  });

  it('keeps nothing and serves nothing while the listener is down, and forgets all on reconnect', async () => {
    const { state, load } = fakeUsers(user(0));
    const channel = fakeListener();
    const cache = createUserCache({ load, listener: channel.listener });
    await cache.findById(ID);

    channel.drop();
    // A change nobody heard: while deaf, every read goes to the database.
    state.current = user(1);
    expect(await cache.findById(ID)).toEqual(user(1));
    state.current = user(2);
    expect(await cache.findById(ID)).toEqual(user(2));

    // Reconnected: the entry from before the outage is gone.
    state.current = user(3);
    channel.reconnect();
    expect(await cache.findById(ID)).toEqual(user(3));
    const loads = state.loads;
    expect(await cache.findById(ID)).toEqual(user(3));
    expect(state.loads).toBe(loads);
  });

  it('does not keep a read that a change overtook', async () => {
    const { state, load } = fakeUsers(user(0));
    const channel = fakeListener();
    const cache = createUserCache({ load, listener: channel.listener });
    let release = () => {};
    state.hold = new Promise((resolve) => {
      release = resolve;
    });
    const inFlight = cache.findById(ID);
    // The row changes and is announced while the old row is on its way back.
    state.current = user(1);
    channel.notify(ID);
    release();
    expect(await inFlight).toEqual(user(0));
    state.hold = undefined;
    expect(await cache.findById(ID)).toEqual(user(1));
  });

  it('reads again once an entry is older than its TTL', async () => {
    const { state, load } = fakeUsers(user(0));
    let clock = 0;
    const cache = createUserCache({ load, listener: fakeListener().listener, ttlMs: 1_000, now: () => clock });
    await cache.findById(ID);
    clock = 999;
    await cache.findById(ID);
    expect(state.loads).toBe(1);
    clock = 1_001;
    await cache.findById(ID);
    expect(state.loads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    let loads = 0;
    const cache = createUserCache({
      load: async () => {
        loads += 1;
        if (fail) throw new Error('connection refused');
        return user(0);
      },
      listener: fakeListener().listener,
    });
    await expect(cache.findById(ID)).rejects.toThrow('connection refused');
    fail = false;
    expect(await cache.findById(ID)).toEqual(user(0));
    expect(loads).toBe(2);
  });
});
