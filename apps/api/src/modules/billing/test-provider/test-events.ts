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
   * Posts every pending event, oldest first, and resolves once they have all been tried. When a
   * delivery is already under way (a webhook handler changing the provider, or another request)
   * it only tells that one to look again: waiting for it could be waiting for itself.
   */
  flush(): Promise<void>;
}

export function createEventDelivery(deps: { db: Db; secret: string; deliver: DeliverEvent }): EventDelivery {
  const store = createTestObjectStore(deps.db);
  let busy = false;
  let again = false;

  async function post(event: TestEvent): Promise<boolean> {
    // Signed at delivery time with real time, as Stripe signs each attempt; the payload is the
    // exact text signed.
    const payload = JSON.stringify(event);
    const signature = signWebhookPayload(payload, deps.secret);
    try {
      const { statusCode } = await deps.deliver(payload, signature);
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
    try {
      do {
        again = false;
        for (const event of await store.pendingEvents()) {
          if (refused.has(event.id)) continue;
          if (await post(event)) await store.put({ ...event, pending_webhooks: 0 });
          else refused.add(event.id);
        }
        // Checked and cleared with no await in between, so a flush() asking to look again is
        // never missed.
      } while (again);
    } finally {
      busy = false;
    }
  }

  return {
    flush() {
      if (busy) {
        again = true;
        return Promise.resolve();
      }
      busy = true;
      return run();
    },
  };
}
