import type { ChangeListener } from '../../db/change-listener';
import type { UserRow } from '../../db/schema';
import { createReadThroughCache } from '../../lib/read-through-cache';

// Issue 15: every signed-in request re-reads its user, so that a sign-out, a password change, a
// role change or a deletion applies to the very next request (DESIGN "Security rules"). That read
// was most of a signed-in request's cost, so each process keeps the users it has read, and a change
// is never served stale:
// - this process forgets a user as soon as its own write returns (`forget`, from the repositories);
// - a trigger on the users table (migration 0007) NOTIFYs every change, by whoever made it, and the
//   change listener hands it to every process, which forgets that user (on PGlite, before the
//   writing statement returns);
// - while the listener is down (a database outage, a cut connection) nothing is served from here,
//   and its reconnect forgets everything, since changes made meanwhile were not heard;
// - a load that a change overtook is not kept.
// The TTL only bounds memory held for users who went quiet.

/** The channel migration 0007's trigger notifies, with the changed user's id as the payload. */
export const USER_CHANGED_CHANNEL = 'widgetry_user_changed';
export const USER_CACHE_TTL_MS = 60_000;
export const USER_CACHE_MAX_ENTRIES = 10_000;

export interface UserCache {
  findById(id: string): Promise<UserRow | undefined>;
  /** This process changed or deleted the user: the next read goes to the database. */
  forget(id: string): void;
}

export interface UserCacheOptions {
  load: (id: string) => Promise<UserRow | undefined>;
  /** The process's change listener (db/change-listener.ts). */
  listener: ChangeListener;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export function createUserCache({
  load,
  listener,
  ttlMs = USER_CACHE_TTL_MS,
  maxEntries = USER_CACHE_MAX_ENTRIES,
  now = Date.now,
}: UserCacheOptions): UserCache {
  // The shared read-through cache keeps the rules above: one read per user at a time, a read that
  // a forget overtook not kept, nothing served or kept while the listener cannot hear changes.
  const cache = createReadThroughCache<string, UserRow | undefined>({
    ttlMs,
    maxEntries,
    now,
    trusted: () => listener.isListening(),
  });
  listener.subscribe(USER_CHANGED_CHANNEL, { onNotify: cache.forget, onReset: cache.clear });
  return {
    findById: (id) => cache.get(id, () => load(id)),
    forget: cache.forget,
  };
}
