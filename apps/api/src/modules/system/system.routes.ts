import { API_MESSAGES, errorResponseSchema, type HealthResponse, healthResponseSchema } from '@widgetry/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const DATABASE_UNAVAILABLE_MESSAGE = API_MESSAGES.databaseUnavailable;

/**
 * DESIGN "Security rules": /health answers 503 within 2 s when the database does not answer. The
 * pool's own timeouts are longer (a request may wait for a free connection, then for its query),
 * so the round trip here has a deadline of its own, below that bound.
 */
export const HEALTH_DATABASE_DEADLINE_MS = 1_500;

/** Resolves as `work` does, or rejects once the deadline passes (the work itself runs on). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /health – liveness, including a database round trip
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: errorResponseSchema } } },
    async (request, reply) => {
      try {
        await withDeadline(app.db.execute(sql`select 1`), HEALTH_DATABASE_DEADLINE_MS);
        return { status: 'ok' } satisfies HealthResponse;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
      }
    },
  );
};
