import type { FastifyReply } from 'fastify';
import type { ChangeListener } from '../../db/change-listener';
import { LruMap } from '../../lib/lru-map';

// Issue 15: the dashboard asks for the signed-in user's widgets (GET /widget/) and subscriptions
// (GET /subscription) on most pages, and they change rarely. Each process keeps those answers,
// serialised, per user, and never serves one that a change has made stale:
// - migration 0008's triggers announce every change to widgets, sites, payments and the catalogue
//   with the owner's id ('*' for the catalogue), by whoever made it, and the change listener hands
//   it to every process, which forgets that user's answers (on PGlite, before the write returns);
// - a write request handled by this process forgets everything once it has been handled (app.ts),
//   so its own next read never waits on the announcement's round trip;
// - while the listener is down nothing is served from here, and its reconnect forgets everything;
// - an answer that a change overtook while it was being read is not kept.
// The TTL only bounds memory held for users who went quiet.

/** The channel migration 0008's triggers notify: the owner's user id, or '*' for everyone. */
export const ACCOUNT_DATA_CHANNEL = 'widgetry_account_data_changed';
export const ACCOUNT_READS_TTL_MS = 60_000;
export const ACCOUNT_READS_MAX_USERS = 10_000;

/** The answers kept: the user's widget list and subscription list. */
export type AccountRead = 'widgets' | 'subscriptions';

export interface AccountReadsCache {
  /** The serialised answer for the user, from memory or from `load` (kept unless a change overtook it). */
  read(userId: string, what: AccountRead, load: () => Promise<string>): Promise<string>;
  /** A write of this process has happened: nothing read before it is served again. */
  clear(): void;
}

export interface AccountReadsCacheOptions {
  listener: ChangeListener;
  ttlMs?: number;
  maxUsers?: number;
  now?: () => number;
}

export function createAccountReadsCache({
  listener,
  ttlMs = ACCOUNT_READS_TTL_MS,
  maxUsers = ACCOUNT_READS_MAX_USERS,
  now = Date.now,
}: AccountReadsCacheOptions): AccountReadsCache {
  const entries = new LruMap<string, Map<AccountRead, { body: string; expiresAt: number }>>(maxUsers);
  const loading = new Map<string, Map<AccountRead, Promise<string>>>();

  const clear = () => {
    entries.clear();
    loading.clear();
  };
  const forget = (userId: string) => {
    entries.delete(userId);
    loading.delete(userId);
  };
  /** True when `promise` is still the load of record (no change forgot it); it is done either way. */
  const settle = (userId: string, what: AccountRead, promise: Promise<string>) => {
    const loads = loading.get(userId);
    if (loads?.get(what) !== promise) return false;
    loads.delete(what);
    if (loads.size === 0) loading.delete(userId);
    return true;
  };
  listener.subscribe(ACCOUNT_DATA_CHANNEL, {
    onNotify: (payload) => (payload === '*' ? clear() : forget(payload)),
    onReset: clear,
  });

  return {
    read(userId, what, load) {
      if (!listener.isListening()) return load();
      const kept = entries.get(userId)?.get(what);
      if (kept !== undefined && kept.expiresAt > now()) return Promise.resolve(kept.body);
      const pending = loading.get(userId)?.get(what);
      if (pending !== undefined) return pending;
      const promise = load().then(
        (body) => {
          // Forgotten while loading (a change overtook the read): answer it, but do not keep it.
          if (settle(userId, what, promise) && listener.isListening()) {
            const answers = entries.get(userId) ?? new Map();
            answers.set(what, { body, expiresAt: now() + ttlMs });
            entries.set(userId, answers);
          }
          return body;
        },
        (error: unknown) => {
          settle(userId, what, promise);
          throw error;
        },
      );
      const loads = loading.get(userId) ?? new Map<AccountRead, Promise<string>>();
      loads.set(what, promise);
      loading.set(userId, loads);
      return promise;
    },
    clear,
  };
}

/**
 * Answers a GET route with the user's kept answer; on a miss `load` runs and the route's own
 * response schema serialises (and checks) what it found, as it would without the cache.
 */
export async function replyWithAccountRead(
  reply: FastifyReply,
  cache: AccountReadsCache,
  userId: string,
  what: AccountRead,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  // The route's serializer (fastify-type-provider-zod) answers JSON text.
  const body = await cache.read(userId, what, async () => String(reply.serialize(await load())));
  return reply.type('application/json; charset=utf-8').send(body);
}
