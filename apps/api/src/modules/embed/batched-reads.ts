// Issue 28, the embed's cold path: a burst of first views (after a deploy, behind a CDN, a popular
// page's new widget) asks for many widgets this process does not keep at the same moment. Read one
// by one, each costs a round trip through the pool: a Bind/Execute/Sync written to a socket, its
// row description and row parsed, a pool checkout, and Postgres' own per-statement work, and under
// a burst those were most of a first view's cost (socket writes and pg's parsing, in the profile).
// Here the ids asked for in the same turn of the event loop go out as one statement
// (`id = any($1)`), and while the statements allowed in flight are all busy, the ids that arrive
// meanwhile wait and go out together in the next one. An idle process adds no delay: a lone
// request's id is sent at the end of the turn it arrived in (setImmediate), never on a timer.

export interface BatchedReadsOptions<K, R> {
  /** Reads the rows of `keys` (distinct), answering each found row under its key; a key absent: no row. */
  readMany(keys: readonly K[]): Promise<ReadonlyMap<K, R>>;
  /** Statements in flight at most; the ids that arrive meanwhile make the next one larger. */
  maxInFlight: number;
  /** Keys per statement at most. */
  maxBatch: number;
}

interface Waiter<R> {
  resolve(row: R | undefined): void;
  reject(error: unknown): void;
}

export interface BatchedReads<K, R> {
  /** The row of `key` (undefined: none), read with the other keys asked for meanwhile. */
  read(key: K): Promise<R | undefined>;
}

export function createBatchedReads<K, R>({
  readMany,
  maxInFlight,
  maxBatch,
}: BatchedReadsOptions<K, R>): BatchedReads<K, R> {
  if (maxInFlight < 1 || maxBatch < 1) throw new Error('batched reads need maxInFlight and maxBatch of at least 1');
  // Keys waiting for a statement, in arrival order; one entry per key, however many ask for it.
  let waiting = new Map<K, Waiter<R>[]>();
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || waiting.size === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(dispatch);
  }

  function dispatch(): void {
    scheduled = false;
    while (waiting.size > 0 && inFlight < maxInFlight) {
      let batch: Map<K, Waiter<R>[]>;
      if (waiting.size <= maxBatch) {
        batch = waiting;
        waiting = new Map();
      } else {
        batch = new Map();
        for (const [key, waiters] of waiting) {
          if (batch.size === maxBatch) break;
          batch.set(key, waiters);
          waiting.delete(key);
        }
      }
      send(batch);
    }
  }

  function send(batch: Map<K, Waiter<R>[]>): void {
    inFlight += 1;
    // readMany is called in a promise so a synchronous throw rejects this batch's waiters only.
    Promise.resolve()
      .then(() => readMany([...batch.keys()]))
      .then(
        (rows) => {
          for (const [key, waiters] of batch) {
            const row = rows.get(key);
            for (const waiter of waiters) waiter.resolve(row);
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        inFlight -= 1;
        schedule();
      });
  }

  return {
    read(key) {
      return new Promise<R | undefined>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        schedule();
      });
    },
  };
}
