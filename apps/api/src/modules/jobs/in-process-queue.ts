import { randomUUID } from 'node:crypto';
import {
  type DeadLetter,
  errorMessage,
  type JobLog,
  type JobQueue,
  type JobRun,
  type JobType,
  PermanentJobError,
  retryDelayMs,
  type SendOptions,
} from './jobs';

// The queue on the embedded PGlite: one process owns the database, so jobs live in memory and run
// in it. Same contract as pg-boss (retries with backoff, exclusive keys, dead letters, schedules,
// up to a type's concurrency at once), but a job still queued when the process ends is gone: the
// durable record of each kind of work (webhook_events, the source cache's next refresh, the
// outbox) is what a restart starts from.

/** Time and timers, injected so tests move time by hand instead of waiting. Timers answer their cancel. */
export interface QueueClock {
  now(): number;
  setTimeout(run: () => void, ms: number): () => void;
  setInterval(run: () => void, ms: number): () => void;
}

export const systemClock: QueueClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    // Timers alone never keep the process alive (a SIGTERM shutdown ends it).
    timer.unref();
    return () => clearTimeout(timer);
  },
  setInterval: (run, ms) => {
    const timer = setInterval(run, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** Where failed jobs are recorded; in memory unless the app gives a table. */
export interface DeadLetterStore {
  add(letter: DeadLetter): Promise<void>;
  list(name: string): Promise<DeadLetter[]>;
}

export function memoryDeadLetters(): DeadLetterStore {
  const letters: DeadLetter[] = [];
  return {
    add: async (letter) => {
      letters.push(letter);
    },
    list: async (name) => letters.filter((letter) => letter.name === name),
  };
}

export interface InProcessQueueOptions {
  log: JobLog;
  clock?: QueueClock;
  deadLetters?: DeadLetterStore;
}

interface QueuedJob {
  id: string;
  data: unknown;
  key: string | undefined;
  /** Tries so far. */
  attempts: number;
  /** Not before this (clock ms): set by a retry's backoff. */
  runAt: number;
}

interface Lane {
  type: JobType<object>;
  /** The type's handler, given the payload as stored (it checks it against the schema). */
  handler: ((data: unknown, run: JobRun) => Promise<void>) | undefined;
  queued: QueuedJob[];
  /** Tries running now, up to the type's concurrency (a retried job's next try is a new entry). */
  running: Set<{ job: QueuedJob; done: Promise<void> }>;
  /** The timer that pumps the lane when its earliest waiting retry is due. */
  wake: { at: number; cancel: () => void } | undefined;
}

export function createInProcessQueue({
  log,
  clock = systemClock,
  deadLetters = memoryDeadLetters(),
}: InProcessQueueOptions): JobQueue {
  const lanes = new Map<string, Lane>();
  const schedules = new Map<string, { name: string; key: string; cancel: () => void }>();
  let started = false;
  let stopped = false;
  let stopping: Promise<void> | undefined;
  /** Woken whenever a job settles, for drain(). */
  let settled: Array<() => void> = [];

  function laneOf(type: JobType<object>): Lane {
    let lane = lanes.get(type.name);
    if (!lane) {
      lane = { type, handler: undefined, queued: [], running: new Set(), wake: undefined };
      lanes.set(type.name, lane);
    }
    return lane;
  }

  function wakeDrains(): void {
    const waiting = settled;
    settled = [];
    for (const wake of waiting) wake();
  }

  /** Starts the lane's due jobs while it has room; a later one gets a timer. */
  function pump(lane: Lane): void {
    const handler = lane.handler;
    if (!started || stopped || !handler) return;
    while (lane.running.size < lane.type.concurrency) {
      const now = clock.now();
      const index = lane.queued.findIndex((job) => job.runAt <= now);
      if (index === -1) {
        const next = Math.min(...lane.queued.map((job) => job.runAt));
        if (Number.isFinite(next)) wakeAt(lane, next);
        return;
      }
      const [job] = lane.queued.splice(index, 1);
      if (!job) return;
      const entry = { job, done: Promise.resolve() };
      entry.done = run(lane, handler, job).finally(() => {
        lane.running.delete(entry);
        wakeDrains();
        pump(lane);
      });
      lane.running.add(entry);
    }
  }

  function wakeAt(lane: Lane, at: number): void {
    if (lane.wake && lane.wake.at <= at) return;
    lane.wake?.cancel();
    const cancel = clock.setTimeout(
      () => {
        lane.wake = undefined;
        pump(lane);
      },
      Math.max(0, at - clock.now()),
    );
    lane.wake = { at, cancel };
  }

  async function run(
    lane: Lane,
    handler: (data: unknown, run: JobRun) => Promise<void>,
    job: QueuedJob,
  ): Promise<void> {
    job.attempts += 1;
    const { type } = lane;
    try {
      await handler(job.data, { id: job.id, attempt: job.attempts });
    } catch (error) {
      const final = error instanceof PermanentJobError || job.attempts > type.retry.limit;
      if (!final) {
        job.runAt = clock.now() + retryDelayMs(type.retry, job.attempts);
        lane.queued.push(job);
        log.warn({ err: error, job: type.name, id: job.id, attempt: job.attempts }, 'job failed, will retry');
        return;
      }
      log.error({ err: error, job: type.name, id: job.id, attempts: job.attempts }, 'job failed for good');
      if (!type.deadLetter) return;
      await deadLetters
        .add({
          id: job.id,
          name: type.name,
          data: job.data,
          error: errorMessage(error),
          failedAt: new Date(clock.now()),
        })
        .catch((storeError: unknown) => log.error({ err: storeError, job: type.name }, 'dead letter not recorded'));
    }
  }

  function isIdle(names: ReadonlySet<string> | undefined): boolean {
    const now = clock.now();
    for (const lane of lanes.values()) {
      if (names && !names.has(lane.type.name)) continue;
      if (lane.running.size > 0) return false;
      // Due jobs only count where something will run them.
      if (started && !stopped && lane.handler && lane.queued.some((job) => job.runAt <= now)) return false;
    }
    return true;
  }

  async function send<T extends object>(type: JobType<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    // A job accepted now would never run: the caller fails instead (a webhook answers 5xx, and
    // Stripe sends the event again to a process that is up).
    if (stopped) throw new Error('The job queue has been stopped.');
    const parsed = type.schema.parse(data);
    const lane = laneOf(type);
    const key = options.singletonKey;
    if (type.policy === 'exclusive' && key !== undefined) {
      const running = [...lane.running].map(({ job }) => job);
      const taken = [...running, ...lane.queued].some((job) => job.key === key);
      if (taken) return null;
    }
    const job: QueuedJob = { id: randomUUID(), data: parsed, key, attempts: 0, runAt: clock.now() };
    lane.queued.push(job);
    pump(lane);
    return job.id;
  }

  return {
    kind: 'in-process',
    send,

    async work(type, handler) {
      const lane = laneOf(type);
      lane.handler = (data, run) => {
        const parsed = type.schema.safeParse(data);
        // A payload the schema refuses will never pass: no retries.
        if (!parsed.success) throw new PermanentJobError(`The ${type.name} job's payload is not valid.`);
        return handler(parsed.data, run);
      };
      pump(lane);
    },

    async schedule(type, everyMinutes, data, options = {}) {
      const key = options.key ?? '';
      const id = `${type.name}\u0000${key}`;
      const existing = schedules.get(id);
      existing?.cancel();
      const parsed = type.schema.parse(data);
      const cancel = clock.setInterval(() => {
        if (!started || stopped) return;
        const singletonKey = key === '' ? undefined : key;
        send(type, parsed, singletonKey === undefined ? {} : { singletonKey }).catch((error: unknown) =>
          log.error({ err: error, job: type.name }, 'scheduled job not sent'),
        );
      }, everyMinutes * 60_000);
      schedules.set(id, { name: type.name, key, cancel });
    },

    async schedules() {
      return [...schedules.values()].map(({ name, key }) => ({ name, key }));
    },

    deadLetters: (type) => deadLetters.list(type.name),

    async drain(types) {
      const names = types ? new Set(types.map((type) => type.name)) : undefined;
      while (!isIdle(names)) {
        await new Promise<void>((resolve) => settled.push(resolve));
      }
    },

    async start() {
      if (started || stopped) return;
      started = true;
      for (const lane of lanes.values()) pump(lane);
    },

    stop() {
      stopping ??= (async () => {
        stopped = true;
        for (const lane of lanes.values()) {
          lane.wake?.cancel();
          lane.wake = undefined;
        }
        for (const { cancel } of schedules.values()) cancel();
        schedules.clear();
        // Kept in memory only: say what a restart will not run (the durable records behind them
        // — webhook_events, the source cache's due dates — let the work be redone).
        const dropped = [...lanes.values()].reduce((count, lane) => count + lane.queued.length, 0);
        if (dropped > 0) log.warn({ dropped }, 'queued jobs dropped at stop');
        const running = [...lanes.values()].flatMap((lane) => [...lane.running].map(({ done }) => done));
        await Promise.all(running);
        wakeDrains();
      })();
      return stopping;
    },
  };
}
