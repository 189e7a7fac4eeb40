import type { z } from 'zod';

// Background work as jobs on a queue: pg-boss on Postgres (DATABASE_URL), a small in-process
// runner on the embedded PGlite. Both run the same job types and handlers, so what a job does is
// written once; only where it waits and how it survives a restart differ.

/** How a failed job is tried again. */
export interface RetryPolicy {
  /** Tries after the first one; 0: a failure is final at once. */
  limit: number;
  /** Wait before the first retry. */
  delaySeconds: number;
  /** Doubles the wait after each failed try (pg-boss's retryBackoff). */
  backoff: boolean;
  /** The longest wait between tries, whatever the backoff says. */
  maxDelaySeconds?: number;
}

/** One kind of job: its queue name, its payload's schema and how it is retried. */
export interface JobType<T extends object> {
  name: string;
  /** Checked when a job is sent and again when it is run (a payload kept across a deploy). */
  schema: z.ZodType<T>;
  retry: RetryPolicy;
  /**
   * `exclusive`: at most one job per singleton key is queued or running at a time; sending
   * another while one is there answers null (pg-boss's exclusive policy).
   */
  policy: 'standard' | 'exclusive';
  /** Jobs that failed every try are kept as a dead-letter record (off for work that repeats anyway). */
  deadLetter: boolean;
  /** How long a finished job's payload is kept (mail jobs carry live links: not long). */
  keepCompletedSeconds: number;
  /** A try still running after this long counts as failed. */
  expireInSeconds: number;
  /**
   * How many of the type's jobs one process runs at once (pg-boss's localConcurrency): 1 for most,
   * more where one slow job must not hold up the others (a source's read waits on a third party).
   */
  concurrency: number;
}

export interface SendOptions {
  /** With an exclusive job type: the thing only one job at a time may work on. */
  singletonKey?: string;
}

/** Which try of a job a handler is running: 1 for the first. */
export interface JobRun {
  id: string;
  attempt: number;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

/** A job that failed every try (or failed permanently), as the dead-letter record keeps it. */
export interface DeadLetter {
  id: string;
  name: string;
  data: unknown;
  /** The last error's message. */
  error: string;
  failedAt: Date;
}

/**
 * Thrown by a handler when trying again cannot help (a mail server that refuses the address):
 * the job goes to the dead-letter record at once, without its remaining tries.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Where a queue says what went wrong (the app's logger). */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Queues a job; null when an exclusive job type already has one for the key. */
  send<T extends object>(type: JobType<T>, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for the type's jobs from now on (up to the type's concurrency at once per process). */
  work<T extends object>(type: JobType<T>, handler: JobHandler<T>): Promise<void>;
  /**
   * Sends a job of the type every `everyMinutes` minutes (1 to 59, or 60: hourly). On pg-boss the schedule is kept in the
   * database (one per type and key, whoever sets it), so it survives restarts and runs once
   * however many processes there are.
   */
  schedule<T extends object>(
    type: JobType<T>,
    everyMinutes: number,
    data: T,
    options?: { key?: string },
  ): Promise<void>;
  /** The schedules set, as `name` and `key`. */
  schedules(): Promise<{ name: string; key: string }[]>;
  /** The type's dead-letter record, oldest first. */
  deadLetters<T extends object>(type: JobType<T>): Promise<DeadLetter[]>;
  /**
   * Resolves once no job (of the given types, default all) is running or due now. Retries
   * waiting out their backoff are not waited for. For tests and an orderly close.
   */
  drain(types?: readonly JobType<object>[]): Promise<void>;
  /** Starts running jobs (idempotent). */
  start(): Promise<void>;
  /** No new job starts; jobs already running finish first (idempotent). */
  stop(): Promise<void>;
}

/** The wait before try `attempt + 1` after try `attempt` failed (attempt counts from 1). */
export function retryDelayMs(retry: RetryPolicy, attempt: number): number {
  const factor = retry.backoff ? 2 ** Math.min(16, attempt - 1) : 1;
  const seconds = retry.delaySeconds * factor;
  return Math.min(seconds, retry.maxDelaySeconds ?? Number.POSITIVE_INFINITY) * 1000;
}

/** The message of whatever a handler threw. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
