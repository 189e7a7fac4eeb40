import type { Db } from '../../../db/client';
import { clockAt, providerTime, toUnix } from './test-clock';
import { type EventDelivery, recordEvent } from './test-events';
import { createTestObjectStore, type StoredObject, type TestObjectStore } from './test-provider.store';

// Every change of the provider's state runs here: in one transaction holding the clock row's lock
// (so a change and the events reporting it are stored together or not at all), and the events are
// posted only after the commit, with no lock held.

export interface Mutation {
  /** The store inside this transaction; the only one a change may use. */
  store: TestObjectStore;
  /** The provider's time, unix seconds: every timestamp this change writes. */
  now: number;
  /** Records an event about `object` as it is now. */
  emit(type: string, object: StoredObject, previousAttributes?: Record<string, unknown>): Promise<void>;
  /** Moves the provider's clock to `at` (the test clock processing what was due then). */
  setClock(at: Date): Promise<void>;
}

export type Mutate = <T>(work: (mutation: Mutation) => Promise<T>) => Promise<T>;

export function createMutate(deps: { db: Db; events: EventDelivery }): Mutate {
  return async (work) => {
    try {
      return await deps.db.transaction(async (tx) => {
        const store = createTestObjectStore(tx);
        const clock = await store.lockClock();
        const mutation: Mutation = {
          store,
          now: toUnix(providerTime(clock)),
          async emit(type, object, previousAttributes) {
            await recordEvent(store, type, object, mutation.now, previousAttributes);
          },
          async setClock(at) {
            await store.put(clockAt(at));
            mutation.now = toUnix(at);
          },
        };
        return work(mutation);
      });
    } finally {
      // A failed delivery leaves its events pending for the next operation; it never undoes or
      // fails the change that has been committed.
      await deps.events.flush().catch(() => undefined);
    }
  };
}
