import fp from 'fastify-plugin';
import { createWidgetsRepository, type WidgetsRepository } from './widgets.repository';

declare module 'fastify' {
  interface FastifyInstance {
    widgetsRepository: WidgetsRepository;
  }
}

/** The one WidgetsRepository of the app, on app.widgetsRepository; routes and services take it from there. */
export const widgetsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('widgetsRepository', createWidgetsRepository(app.db));
  },
  { name: 'widgets-repository', dependencies: ['db'] },
);
