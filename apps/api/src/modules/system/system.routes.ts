import { API_MESSAGES, errorResponseSchema, type HealthResponse, healthResponseSchema } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsFolder } from '../../db/migrations-folder';
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

  // GET /ready – readiness: the database answers and has every migration this process expects
  app.get(
    '/ready',
    { schema: { response: { 200: healthResponseSchema, 503: errorResponseSchema } } },
    async (request, reply) => {
      let pending: number;
      try {
        pending = await withDeadline(countPendingMigrations(app.db, times), READY_DATABASE_DEADLINE_MS);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return reply.code(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
      }
      if (pending > 0) {
        request.log.warn(`readiness check: ${pending} migrations not applied`);
        return reply.code(503).send({ error: migrationsPendingMessage(pending, times.length) });
      }
      return { status: 'ok' } satisfies HealthResponse;
    },
  );
};
