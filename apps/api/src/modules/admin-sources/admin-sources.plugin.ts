import fp from 'fastify-plugin';
import { type AdminSourcesRepository, createAdminSourcesRepository } from './admin-sources.repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminSourcesRepository: AdminSourcesRepository;
  }
}

/** The one AdminSourcesRepository of the app, on app.adminSourcesRepository; the console's routes take it from there. */
export const adminSourcesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('adminSourcesRepository', createAdminSourcesRepository(app.db));
  },
  { name: 'admin-sources-repository', dependencies: ['db'] },
);
