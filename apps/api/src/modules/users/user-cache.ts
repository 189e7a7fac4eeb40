import type { ChangeListener } from '../../db/change-listener';
import type { UserRow } from '../../db/schema';
import { LruMap } from '../../lib/lru-map';

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
  const entries = new LruMap<string, { user: UserRow | undefined; expiresAt: number }>(maxEntries);
  const loading = new Map<string, Promise<UserRow | undefined>>();

  const forget = (id: string) => {
    entries.delete(id);
    loading.delete(id);
  };
  listener.subscribe(USER_CHANGED_CHANNEL, {
    onNotify: forget,
    onReset: () => {
      entries.clear();
      loading.clear();
    },
  });
  const trusted = () => listener.isListening();

  return {
    findById(id) {
      if (!trusted()) return load(id);
      const entry = entries.get(id);
      if (entry !== undefined && entry.expiresAt > now()) return Promise.resolve(entry.user);
      const pending = loading.get(id);
      if (pending !== undefined) return pending;
      const promise = load(id).then(
        (user) => {
          // Forgotten while loading (a change overtook the read): answer it, but do not keep it.
          if (loading.get(id) === promise) {
            loading.delete(id);
            if (trusted()) entries.set(id, { user, expiresAt: now() + ttlMs });
          }
          return user;
        },
        (error: unknown) => {
          if (loading.get(id) === promise) loading.delete(id);
          throw error;
        },
      );
      loading.set(id, promise);
      return promise;
    },
    forget,
  };
}
