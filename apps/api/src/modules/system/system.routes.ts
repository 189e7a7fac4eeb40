import { errorResponseSchema, type HealthResponse, healthResponseSchema } from '@widgetry/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable.';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /health – liveness, including a database round trip
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: errorResponseSchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' } satisfies HealthResponse;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
      }
    },
  );
};
