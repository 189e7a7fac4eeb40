import {
  API_MESSAGES,
  type DependencyStates,
  type HealthResponse,
  healthResponseSchema,
  notReadyResponseSchema,
  type ReadyResponse,
  readyResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsFolder } from '../../db/migrations-folder';
import { watchDependency } from '../../lib/dependency-watch';
import { countPendingMigrations, migrationTimes } from './migration-status';

export const DATABASE_UNAVAILABLE_MESSAGE = API_MESSAGES.databaseUnavailable;

/** 503 from /ready while the database lacks some of this release's migrations. */
export function migrationsPendingMessage(pending: number, total: number): string {
  return `The database is missing ${pending} of ${total} migrations; the API is not ready until they are applied.`;
}

/**
 * DESIGN "Security rules": an unreachable database is a 503 within 2 s. The pool's own timeouts
 * are longer (a request may wait for a free connection, then for its query), so the readiness
 * round trips have a deadline of their own, below that bound.
 */
export const READY_DATABASE_DEADLINE_MS = 1_500;

export const DATABASE_DOWN_MESSAGE = 'readiness check: database unreachable';
export const DATABASE_BACK_MESSAGE = 'readiness check: the database answers again';
export const MIGRATIONS_MISSING_MESSAGE = 'readiness check: migrations not applied';
export const MIGRATIONS_APPLIED_MESSAGE = 'readiness check: every migration is applied';

/** Resolves as `work` does, or rejects once the deadline passes (the work itself runs on). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // The folder ships with the process and does not change while it runs: read it once.
  const times = migrationTimes(migrationsFolder());

  // GET /health – liveness: the process answers (no database call, so a database outage does not
  // get every process restarted; /ready reports that)
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    return { status: 'ok' } satisfies HealthResponse;
  });

  // Issue 25 §4: the log says once when the database (or its migrations) goes and once when it
  // comes back, however often the load balancer asks.
  const database = watchDependency(app.log, {
    went: DATABASE_DOWN_MESSAGE,
    cameBack: DATABASE_BACK_MESSAGE,
    wentLevel: 'error',
  });
  const migrations = watchDependency(app.log, {
    went: MIGRATIONS_MISSING_MESSAGE,
    cameBack: MIGRATIONS_APPLIED_MESSAGE,
  });

  // GET /ready – readiness: the database answers and has every migration this process expects (else
  // 503); the body names each dependency's state, Redis and the change listener included, which the
  // process serves without (per-process limits, reads from the database)
  app.get(
    '/ready',
    { schema: { response: { 200: readyResponseSchema, 503: notReadyResponseSchema } } },
    async (_request, reply) => {
      const others = {
        redis: app.redisState(),
        listen: app.changes.isListening() ? 'up' : 'down',
      } satisfies Partial<DependencyStates>;
      let pending: number;
      try {
        pending = await withDeadline(countPendingMigrations(app.db, times), READY_DATABASE_DEADLINE_MS);
      } catch (error) {
        database.down({ err: error });
        return reply.code(503).send({
          error: DATABASE_UNAVAILABLE_MESSAGE,
          dependencies: { database: 'down', migrations: 'unknown', ...others },
        });
      }
      database.up();
      if (pending > 0) {
        migrations.down({ pending, total: times.length });
        return reply.code(503).send({
          error: migrationsPendingMessage(pending, times.length),
          dependencies: { database: 'up', migrations: 'down', ...others },
        });
      }
      migrations.up();
      return { status: 'ok', dependencies: { database: 'up', migrations: 'up', ...others } } satisfies ReadyResponse;
    },
  );
};
