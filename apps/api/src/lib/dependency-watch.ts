import type { FastifyBaseLogger } from 'fastify';

// Issue 25 §4: a dependency that goes away is said in the log once, and once again when it comes
// back; a flood of requests (or a readiness probe every few seconds) during an outage must not
// become a flood of log lines, and an operator reading the log sees when the outage began and ended.

export interface DependencyWatch {
  /** As last seen: `unknown` until the first look. */
  state(): 'up' | 'down' | 'unknown';
  /** It answered; logs `cameBack` when it had gone. */
  up(): void;
  /** It did not answer; logs `went` (with what is known of why) unless it was already down. */
  down(details?: Record<string, unknown>): void;
}

export interface DependencyMessages {
  went: string;
  cameBack: string;
  /** How loud its going is: `error` for what stops the process serving; default `warn`. */
  wentLevel?: 'warn' | 'error';
}

export function watchDependency(
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
  { went, cameBack, wentLevel = 'warn' }: DependencyMessages,
): DependencyWatch {
  let state: 'up' | 'down' | 'unknown' = 'unknown';
  return {
    state: () => state,
    up() {
      if (state === 'down') log.info(cameBack);
      state = 'up';
    },
    down(details = {}) {
      if (state !== 'down') log[wentLevel](details, went);
      state = 'down';
    },
  };
}
