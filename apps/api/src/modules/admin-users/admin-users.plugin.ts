import fp from 'fastify-plugin';
import { type AdminUsersRepository, createAdminUsersRepository } from './admin-users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
  }
}

/** The one AdminUsersRepository of the app, on app.adminUsersRepository; routes and services take it from there. */
export const adminUsersRepositoryPlugin = fp(
  async (app) => {
    app.decorate('adminUsersRepository', createAdminUsersRepository(app.db, app.userCache));
  },
  { name: 'admin-users-repository', dependencies: ['db', 'users'] },
);
