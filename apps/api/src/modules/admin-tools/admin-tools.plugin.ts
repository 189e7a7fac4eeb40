import fp from 'fastify-plugin';
import { type AdminToolsRepository, createAdminToolsRepository } from './admin-tools.repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminToolsRepository: AdminToolsRepository;
  }
}

/** The one AdminToolsRepository of the app, on app.adminToolsRepository; routes and services take it from there. */
export const adminToolsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('adminToolsRepository', createAdminToolsRepository(app.db));
  },
  { name: 'admin-tools-repository', dependencies: ['db'] },
);
