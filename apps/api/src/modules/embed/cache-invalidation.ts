import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ChangeListener } from '../../db/change-listener';
import type { EmbedCache } from './embed.cache';

// Issue 15: every API process keeps its own embed cache, yet a widget saved, paused or re-priced
// through one process must stop being served stale by the others within a second, not after the
// cache's minute. On Postgres each local invalidation is announced with NOTIFY once the change is
// committed (every caller invalidates after its write returns), and the process's change listener
// hands the others' announcements back here. A reconnect forgets the whole cache (announcements
// were missed meanwhile); while the listener is down the cache keeps serving, bounded by its TTL,
// so pages keep their widgets through a database outage.

/** The channel in the app's own database; NOTIFY reaches only listeners of the same database. */
export const EMBED_INVALIDATION_CHANNEL = 'widgetry_embed_invalidate';

const notificationSchema = z.object({ origin: z.string(), widgetId: z.string() });

/** The embed cache, whose invalidations reach every process through `listener`. */
export function shareInvalidations(
  cache: EmbedCache,
  { listener, log }: { listener: ChangeListener; log: FastifyBaseLogger },
): EmbedCache {
  // This process's own announcements come back to it; it has already forgotten those ids.
  const origin = randomUUID();
  listener.subscribe(EMBED_INVALIDATION_CHANNEL, {
    onNotify(payload) {
      let parsed: z.infer<typeof notificationSchema>;
      try {
        parsed = notificationSchema.parse(JSON.parse(payload));
      } catch {
        log.warn({ payload }, 'embed cache: ignored a malformed invalidation');
        return;
      }
      if (parsed.origin !== origin) cache.invalidate(parsed.widgetId);
    },
    onReset: () => cache.clear(),
  });
  return {
    ...cache,
    invalidate(widgetId: string): void {
      cache.invalidate(widgetId);
      // Unsent: the other processes serve the old answer until their cache's TTL ends (logged).
      void listener.announce(EMBED_INVALIDATION_CHANNEL, JSON.stringify({ origin, widgetId }));
    },
  };
}
