import fp from 'fastify-plugin';
import { createInsightsRepository, type InsightsRepository } from './insights.repository';

declare module 'fastify' {
  interface FastifyInstance {
    insightsRepository: InsightsRepository;
  }
}

/** The one InsightsRepository of the app, on app.insightsRepository; routes and services take it from there. */
export const insightsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('insightsRepository', createInsightsRepository(app.db));
  },
  { name: 'insights-repository', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The insights repository on the write pool: the batched event counts and the retention job. */
    insightsWritesRepository: InsightsRepository;
  }
}

export const insightsWritesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('insightsWritesRepository', createInsightsRepository(app.database.writes));
  },
  { name: 'insights-writes-repository', dependencies: ['db'] },
);
