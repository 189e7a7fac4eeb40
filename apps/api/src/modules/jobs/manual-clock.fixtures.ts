import type { QueueClock } from './in-process-queue';

/** A queue clock moved by hand (tests): advance() runs the timers it passes, in time order. */
export interface ManualClock extends QueueClock {
  advance(ms: number): void;
  /** Timers and intervals still set. */
  pending(): number;
}

export function manualClock(): ManualClock {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void; every: number | undefined }>();
  const add = (run: () => void, ms: number, every: number | undefined) => {
    const id = nextId++;
    timers.set(id, { at: now + ms, run, every });
    return () => {
      timers.delete(id);
    };
  };
  return {
    now: () => now,
    setTimeout: (run, ms) => add(run, ms, undefined),
    setInterval: (run, ms) => add(run, ms, ms),
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === undefined) timers.delete(id);
        else timer.at += timer.every;
        timer.run();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
