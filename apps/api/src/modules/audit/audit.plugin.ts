import fp from 'fastify-plugin';
import { type AuditRepository, createAuditRepository } from './audit.repository';

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

/** The one AuditRepository of the app, on app.auditRepository; routes and services take it from there. */
export const auditRepositoryPlugin = fp(
  async (app) => {
    app.decorate('auditRepository', createAuditRepository(app.db));
  },
  { name: 'audit-repository', dependencies: ['db'] },
);
