// The background refresh of cached sources: every `intervalMs` it reads what is due, one source
// after another, and never overlaps itself. The lease in the database keeps two processes (or a
// preview read) off the same source. It runs in the server process only (server.ts), so tests and
// scripts that build the app make no request of their own to third-party sites.

export interface RefreshWorkerOptions {
  intervalMs: number;
  /** Reads the sources that are due; answers how many were read. */
  refreshDue(): Promise<number>;
  onError(error: unknown): void;
}

export interface RefreshWorker {
  /** Runs one round now (unless one is running) and answers when it is done. */
  runOnce(): Promise<void>;
  /** No new round starts; the running one is waited for. */
  stop(): Promise<void>;
}

export function startRefreshWorker({ intervalMs, refreshDue, onError }: RefreshWorkerOptions): RefreshWorker {
  let running: Promise<void> | null = null;
  let stopped = false;

  function runOnce(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= refreshDue()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), intervalMs);
  // The timer alone never keeps the process alive (a SIGTERM shutdown ends it).
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
