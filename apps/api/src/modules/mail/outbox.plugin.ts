import fp from 'fastify-plugin';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository';

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
  }
}

/** The one OutboxRepository of the app, on app.outboxRepository; routes and services take it from there. */
export const outboxRepositoryPlugin = fp(
  async (app) => {
    app.decorate('outboxRepository', createOutboxRepository(app.db));
  },
  { name: 'outbox-repository', dependencies: ['db'] },
);
