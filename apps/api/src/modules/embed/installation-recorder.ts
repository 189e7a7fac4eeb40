import type { FastifyBaseLogger } from 'fastify';
import { LruMap } from '../../lib/lru-map';
import type { EmbedRepository } from './embed.repository';

// DESIGN "Data flow" 5: the embed endpoint records where a widget is installed. A popular page
// would otherwise write on every view, so writes are throttled in memory to one per widget and
// domain per window; lastSeen is then at most one window old. The write is never awaited by the
// request and a failing one is logged, so a database hiccup never hides a customer's widget.

export type InstallationStore = Pick<EmbedRepository, 'touchSite'>;

export interface InstallationRecorderOptions {
  store: InstallationStore;
  /** At most one write per (widget, domain) in this many milliseconds. */
  throttleMs: number;
  now: () => Date;
  /** How many (widget, domain) pairs are remembered; a forgotten one only costs an early write. */
  maxTracked?: number;
}

export const DEFAULT_INSTALLATION_THROTTLE_MS = 5 * 60 * 1000;
const DEFAULT_MAX_TRACKED = 50_000;

export function createInstallationRecorder({
  store,
  throttleMs,
  now,
  maxTracked = DEFAULT_MAX_TRACKED,
}: InstallationRecorderOptions) {
  const lastWrite = new LruMap<string, number>(maxTracked);
  const pending = new Set<Promise<void>>();

  return {
    /** Starts the write unless one for this pair started within the window; returns at once. */
    record(widgetId: string, domain: string, log: Pick<FastifyBaseLogger, 'error'>): void {
      const seenAt = now();
      const key = `${widgetId} ${domain}`;
      const previous = lastWrite.get(key);
      if (previous !== undefined && seenAt.getTime() - previous < throttleMs) return;
      // Marked before the write finishes, so concurrent visitors do not all write; a failed write
      // is retried only after the window, which spares a struggling database.
      lastWrite.set(key, seenAt.getTime());
      const write = store.touchSite(widgetId, domain, seenAt).catch((error: unknown) => {
        log.error({ err: error, widgetId, domain }, 'installation not recorded');
      });
      pending.add(write);
      void write.finally(() => pending.delete(write));
    },

    /** Resolves once every write started so far has finished (tests, shutdown). */
    async settle(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
export type InstallationRecorder = ReturnType<typeof createInstallationRecorder>;
