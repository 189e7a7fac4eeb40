import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../../db/client';
import { signWebhookPayload } from '../webhook-signature';
import { newId } from './test-ids';
import { STRIPE_API_VERSION, type TestEvent } from './test-objects.schema';
import { createTestObjectStore, type StoredObject, type TestObjectStore } from './test-provider.store';

// Events are recorded in the same transaction as the change they report, and posted only after
// it has been committed and the provider's lock released: the webhook handler reads the provider
// again (retrieve*) and may even change it, and must see the state the event announces. An event
// stays pending until the endpoint answers 2xx, and is posted again on the next operation.

/** Posts one event to the webhook route; a 2xx answer means it was taken. */
export type DeliverEvent = (payload: string, signature: string) => Promise<{ statusCode: number }>;

/** The top-level fields of `before` that `after` changed, with their old values (Stripe's previous_attributes). */
export function changedAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const next = new Map(Object.entries(after));
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(next.get(key))) previous[key] = value;
  }
  return previous;
}

let lastEventMs = 0;
/** Strictly increasing record times, so events of one transaction keep their order. */
function nextEventTime(): Date {
  lastEventMs = Math.max(Date.now(), lastEventMs + 1);
  return new Date(lastEventMs);
}

/** Records a Stripe event about `object` (a copy as it is now), pending delivery. */
export async function recordEvent(
  store: TestObjectStore,
  type: string,
  object: StoredObject,
  created: number,
  previousAttributes?: Record<string, unknown>,
): Promise<TestEvent> {
  const event: TestEvent = {
    id: newId('evt_'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: { ...object },
      ...(previousAttributes === undefined ? {} : { previous_attributes: previousAttributes }),
    },
  };
  await store.put(event, nextEventTime());
  return event;
}

export interface EventDelivery {
  /**
   * Posts every pending event, oldest first. Resolves once they have all been tried, except when
   * called from inside a delivery (a webhook handler changing the provider): the delivery under
   * way then picks the new events up, since waiting for it there would wait for itself.
   */
  flush(): Promise<void>;
  /** True inside a webhook delivery. */
  isDelivering(): boolean;
}

export function createEventDelivery(deps: { db: Db; secret: string; deliver: DeliverEvent }): EventDelivery {
  const inDelivery = new AsyncLocalStorage<true>();
  const store = createTestObjectStore(deps.db);
  let running: Promise<void> | null = null;
  let again = false;

  async function post(event: TestEvent): Promise<boolean> {
    // Signed at delivery time with real time, as Stripe signs each attempt; the payload is the
    // exact text signed.
    const payload = JSON.stringify(event);
    const signature = signWebhookPayload(payload, deps.secret);
    try {
      const { statusCode } = await inDelivery.run(true, () => deps.deliver(payload, signature));
      return statusCode >= 200 && statusCode < 300;
    } catch {
      // An endpoint that cannot be reached is one that did not answer 2xx: tried again later.
      return false;
    }
  }

  async function run(): Promise<void> {
    // An event refused in this run is not retried in it (a down endpoint would be hammered); the
    // next operation tries it again.
    const refused = new Set<string>();
    do {
      again = false;
      for (const event of await store.pendingEvents()) {
        if (refused.has(event.id)) continue;
        if (await post(event)) await store.put({ ...event, pending_webhooks: 0 });
        else refused.add(event.id);
      }
    } while (again);
  }

  return {
    flush() {
      if (running !== null) {
        again = true;
        return inDelivery.getStore() === true ? Promise.resolve() : running;
      }
      const current = run().finally(() => {
        running = null;
      });
      running = current;
      return current;
    },
    isDelivering: () => inDelivery.getStore() === true,
  };
}
