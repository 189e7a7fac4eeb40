import { hash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { leaveDayMemory, takeDayMemory } from './day-memory-file';

// Issue 25 §5: a view is counted once per visitor per site per UTC day, the way Plausible counts
// (plausible.io/data-policy): a hash of a random salt of the day, the widget, the site, the client
// address and the user agent. The salt is made at random the first time a day is seen and is never
// kept past that day, so yesterday's hashes cannot be recomputed and nothing identifies a visitor
// later. No cookie is set and nothing of the visitor reaches the database: the salt and the set of
// hashes seen today live in this process's memory, or, with REDIS_URL, in Redis with an expiry at
// the day's end so every API process agrees on who was already counted.

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Hashes remembered per day in memory. A forged request only costs one entry; past the bound a
 * new visitor is not counted (an undercount rather than a flood counting up), and the log says so.
 * Each entry is a 22-character string: about 40 MB at the bound.
 */
export const MAX_VISITORS_PER_DAY = 500_000;
const REDIS_FALLBACK_MESSAGE = 'Redis does not answer: visitors are counted in this process only';
/** A visitor check waits at most this long on Redis (off the request path); then memory counts. */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** One warning a minute while Redis is away: a flood of views must not become a flood of log lines. */
const WARNING_INTERVAL_MS = 60_000;
const FULL_MESSAGE = 'visitor memory full for today: further new visitors are not counted';

/** YYYY-MM-DD of `at` (UTC). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Today's UTC day (YYYY-MM-DD) by `now`, its string made once a day rather than on every view:
 * every page view asks (the embed's hot path), and toISOString was a visible share of a warm answer.
 */
export function utcDayClock(now: () => Date): () => string {
  let day = '';
  let start = 0;
  let end = 0;
  return () => {
    const at = now().getTime();
    if (at < start || at >= end) {
      start = Math.floor(at / DAY_MS) * DAY_MS;
      end = start + DAY_MS;
      day = utcDay(new Date(start));
    }
    return day;
  };
}

/** The first millisecond after the UTC day `day` (YYYY-MM-DD). */
function dayEndMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
}

/** The visitor's hash: 128 bits of SHA-256, enough that two visitors of one day never collide. */
function visitorHash(salt: string, widgetId: string, site: string, ip: string, userAgent: string): string {
  // Newlines cannot occur in an address, an id, a host name or a header value: the parts stay apart.
  return hash('sha256', [salt, widgetId, site, ip, userAgent].join('\n'), 'base64url').slice(0, 22);
}

export interface VisitorCounterOptions {
  /** With REDIS_URL: the day's salt and seen set are kept there, expiring at the day's end. */
  redis?: { client: Redis; keyPrefix: string };
  /** Decides when a day's memory is dropped; the product's clock. */
  now?: () => Date;
  maxPerDay?: number;
  /**
   * Without Redis: where the day's memory is left at close and taken back at start on the same
   * day (day-memory-file.ts), so a restart does not count the day's visitors again.
   */
  keepFile?: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface VisitorCounter {
  /**
   * True the first time this visitor (address and user agent) is seen on `site` for the widget
   * on UTC `day` (YYYY-MM-DD), false after that. Only today (by the counter's clock) counts: a day
   * that is over has no salt any more, so a late call for it is not counted. Answered at once
   * from this process's memory, or as a promise when Redis is asked: every page view asks, and
   * three promises a view were a visible share of a warm embed answer.
   */
  isNewVisitor(widgetId: string, site: string, ip: string, userAgent: string, day: string): boolean | Promise<boolean>;
  /** Forgets the day's salt and hashes and stops (app close). */
  close(): void | Promise<void>;
}

interface DayMemory {
  day: string;
  salt: string;
  seen: Set<string>;
  full: boolean;
}

export function createVisitorCounter({
  redis,
  now = () => new Date(),
  maxPerDay = MAX_VISITORS_PER_DAY,
  keepFile,
  log,
}: VisitorCounterOptions): VisitorCounter {
  let memory: DayMemory | null = null;
  const today = utcDayClock(now);
  const kept = keepFile === undefined || redis !== undefined ? null : takeDayMemory(keepFile, today());
  let forget: NodeJS.Timeout | undefined;
  let warnedAt = Number.NEGATIVE_INFINITY;
  const warnFallback = (error: unknown) => {
    if (Date.now() - warnedAt < WARNING_INTERVAL_MS) return;
    warnedAt = Date.now();
    log.warn({ err: error }, REDIS_FALLBACK_MESSAGE);
  };
  /** The Redis salt of the current day, read once per day per process. */
  let redisSalt: { day: string; salt: Promise<string> } | null = null;

  /** Drops the day's salt and hashes once the day is over, even when no request comes after midnight. */
  function scheduleForget(day: string): void {
    clearTimeout(forget);
    forget = setTimeout(
      () => {
        if (memory?.day === day && utcDay(now()) !== day) memory = null;
        if (redisSalt?.day === day && utcDay(now()) !== day) redisSalt = null;
        if (memory !== null || redisSalt !== null) scheduleForget(day);
      },
      // At least a second: a clock that stands still (tests) must not make this spin.
      Math.max(1000, dayEndMs(day) - now().getTime()),
    );
    forget.unref();
  }

  /** Today's memory, made with a fresh salt on the day's first visitor. */
  function memoryOf(day: string): DayMemory {
    if (memory !== null && memory.day === day) return memory;
    memory = { day, salt: randomBytes(32).toString('base64url'), seen: new Set(), full: false };
    scheduleForget(day);
    return memory;
  }

  function isNewInMemory(widgetId: string, site: string, ip: string, userAgent: string, day: string): boolean {
    const today = memoryOf(day);
    const key = visitorHash(today.salt, widgetId, site, ip, userAgent);
    if (today.seen.has(key)) return false;
    if (today.seen.size >= maxPerDay) {
      if (!today.full) log.warn({ day, maxPerDay }, FULL_MESSAGE);
      today.full = true;
      return false;
    }
    today.seen.add(key);
    return true;
  }

  async function saltInRedis(client: Redis, keyPrefix: string, day: string): Promise<string> {
    if (redisSalt?.day === day) return redisSalt.salt;
    const key = `${keyPrefix}visitors:salt:${day}`;
    const candidate = randomBytes(32).toString('base64url');
    // The first process to ask makes the day's salt; the others read that one.
    const salt = client
      .multi()
      .set(key, candidate, 'PXAT', dayEndMs(day), 'NX')
      .get(key)
      .exec()
      .then((replies) => {
        const stored = replies?.[1]?.[1];
        if (typeof stored !== 'string') throw new Error('Redis returned no salt');
        return stored;
      });
    redisSalt = { day, salt };
    scheduleForget(day);
    // A failed read is tried again by the next visitor.
    salt.catch(() => {
      if (redisSalt?.salt === salt) redisSalt = null;
    });
    return salt;
  }

  async function isNewInRedis(
    client: Redis,
    keyPrefix: string,
    args: [widgetId: string, site: string, ip: string, userAgent: string, day: string],
  ): Promise<boolean> {
    const [widgetId, site, ip, userAgent, day] = args;
    const salt = await saltInRedis(client, keyPrefix, day);
    const key = `${keyPrefix}visitors:seen:${day}`;
    const replies = await client
      .multi()
      .sadd(key, visitorHash(salt, widgetId, site, ip, userAgent))
      .pexpireat(key, dayEndMs(day))
      .exec();
    const added = replies?.[0];
    if (!added || added[0] !== null) throw added?.[0] ?? new Error('Redis returned no answer');
    return added[1] === 1;
  }

  if (kept !== null) {
    memory = { day: kept.day, salt: kept.salt, seen: new Set(kept.seen), full: kept.seen.length >= maxPerDay };
    scheduleForget(kept.day);
  }

  return {
    isNewVisitor(
      widgetId: string,
      site: string,
      ip: string,
      userAgent: string,
      day: string,
    ): boolean | Promise<boolean> {
      if (today() !== day) return false;
      if (redis === undefined) return isNewInMemory(widgetId, site, ip, userAgent, day);
      return isNewInRedis(redis.client, redis.keyPrefix, [widgetId, site, ip, userAgent, day]).catch(
        (error: unknown) => {
          // Redis is a helper, not a dependency: while it is away each process counts on its own
          // (a visitor seen by two processes counts twice) rather than not at all.
          warnFallback(error);
          return isNewInMemory(widgetId, site, ip, userAgent, day);
        },
      );
    },
    close(): void {
      clearTimeout(forget);
      if (keepFile !== undefined && redis === undefined && memory !== null && memory.day === today()) {
        try {
          leaveDayMemory(keepFile, { day: memory.day, salt: memory.salt, seen: [...memory.seen] });
        } catch (error: unknown) {
          log.warn({ err: error }, "today's visitors not kept: after this restart they count again");
        }
      }
      memory = null;
      redisSalt = null;
    },
  };
}

/** What a visitor check may call back, and where a check still waiting on Redis is kept. */
export interface VisitorCheck {
  /** Called when the visitor is new. */
  counted(): void;
  failed(error: unknown): void;
  /** Checks still running (on Redis, a round trip): a flush or close waits for them. */
  pending: Set<Promise<void>>;
}

/**
 * Asks `visitors` and calls `check.counted` when the visitor is new: at once when the counter
 * answers from memory, else when Redis answers, the check kept in `check.pending` meanwhile.
 */
export function checkVisitor(
  visitors: Pick<VisitorCounter, 'isNewVisitor'>,
  [widgetId, site, ip, userAgent, day]: [widgetId: string, site: string, ip: string, userAgent: string, day: string],
  { counted, failed, pending }: VisitorCheck,
): void {
  let answer: boolean | Promise<boolean>;
  try {
    answer = visitors.isNewVisitor(widgetId, site, ip, userAgent, day);
  } catch (error: unknown) {
    failed(error);
    return;
  }
  if (typeof answer === 'boolean') {
    if (answer) counted();
    return;
  }
  const waiting = answer.then((isNew) => {
    if (isNew) counted();
  }, failed);
  pending.add(waiting);
  void waiting.finally(() => pending.delete(waiting));
}

/** The product's counter: on Redis with REDIS_URL (its own connection, closed with it), else in memory. */
export async function openVisitorCounter({
  redisUrl,
  keyPrefix,
  now,
  keepFile,
  log,
}: {
  redisUrl: string | undefined;
  keyPrefix: string;
  now: () => Date;
  /** Without Redis: VisitorCounterOptions keepFile. */
  keepFile?: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<VisitorCounter> {
  if (redisUrl === undefined) return createVisitorCounter({ now, log, ...(keepFile ? { keepFile } : {}) });
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    // While Redis is away a check fails at once and memory counts: no queue of views behind a dead link.
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // Without a listener ioredis prints every failed reconnect; the checks' own warning says it once a minute.
  client.on('error', () => {});
  // Redis down at start does not stop the API: the checks fall back until it answers.
  await client.connect().catch((error: unknown) => log.warn({ err: error }, REDIS_FALLBACK_MESSAGE));
  const counter = createVisitorCounter({ redis: { client, keyPrefix }, now, log });
  return {
    isNewVisitor: counter.isNewVisitor,
    async close(): Promise<void> {
      counter.close();
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
