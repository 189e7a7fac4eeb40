import type { FastifyReply } from 'fastify';
import type { ChangeListener } from '../../db/change-listener';
import { createReadThroughCache } from '../../lib/read-through-cache';

// Issue 15: the dashboard asks for the signed-in user's widgets (GET /widget/) and subscriptions
// (GET /subscription) on most pages, and they change rarely. Each process keeps those answers,
// serialised, per user, and never serves one that a change has made stale:
// - migration 0008's triggers announce every change to widgets, sites, payments and the catalogue
//   with the owner's id ('*' for the catalogue), by whoever made it, and the change listener hands
//   it to every process, which forgets that user's answers (on PGlite, before the write returns);
// - a write request handled by this process forgets what it may have changed once it has been
//   handled (the caller's own lists; everyone's for an admin, app.ts), so the writer's next read
//   never waits on the announcement's round trip;
// - while the listener is down nothing is served from here, and its reconnect forgets everything;
// - an answer that a change overtook while it was being read is not kept.
// The TTL only bounds memory held for users who went quiet.

/** The channel migration 0008's triggers notify: the owner's user id, or '*' for everyone. */
export const ACCOUNT_DATA_CHANNEL = 'widgetry_account_data_changed';
export const ACCOUNT_READS_TTL_MS = 60_000;
export const ACCOUNT_READS_MAX_USERS = 10_000;

/** The answers kept: the user's widget list and subscription list. */
export const ACCOUNT_READS = ['widgets', 'subscriptions'] as const;
export type AccountRead = (typeof ACCOUNT_READS)[number];

export interface AccountReadsCache {
  /** The serialised answer for the user, from memory or from `load` (kept unless a change overtook it). */
  read(userId: string, what: AccountRead, load: () => Promise<string>): Promise<string>;
  /** A write of this process changed the user's account: nothing of theirs read before it is served again. */
  forget(userId: string): void;
  /** A write of this process may have changed anyone's account: nothing read before it is served again. */
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
  // One flat cache keyed per user and list (a user id has no ':'), so each list is one entry with
  // its own load in flight, and forgetting a user is forgetting each of their lists by name: no
  // per-user structure to tidy up when the last load of a user settles.
  const cache = createReadThroughCache<string, string>({
    ttlMs,
    maxEntries: maxUsers * ACCOUNT_READS.length,
    now,
    trusted: () => listener.isListening(),
  });
  const keyOf = (userId: string, what: AccountRead) => `${userId}:${what}`;
  const forget = (userId: string) => {
    for (const what of ACCOUNT_READS) cache.forget(keyOf(userId, what));
  };
  listener.subscribe(ACCOUNT_DATA_CHANNEL, {
    onNotify: (payload) => (payload === '*' ? cache.clear() : forget(payload)),
    onReset: cache.clear,
  });

  return {
    read: (userId, what, load) => cache.get(keyOf(userId, what), load),
    forget,
    clear: cache.clear,
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
