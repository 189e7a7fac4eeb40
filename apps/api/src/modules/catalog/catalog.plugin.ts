import fp from 'fastify-plugin';
import { type CatalogRepository, createCatalogRepository } from './catalog.repository';

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: CatalogRepository;
  }
}

/** The one CatalogRepository of the app, on app.catalogRepository; routes and services take it from there. */
export const catalogRepositoryPlugin = fp(
  async (app) => {
    app.decorate('catalogRepository', createCatalogRepository(app.db));
  },
  { name: 'catalog-repository', dependencies: ['db'] },
);
