import { loginCheckResponseSchema } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { createCatalogService } from '../catalog/catalog.service';
import { createSessionService } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const session = createSessionService({
    catalog: createCatalogService({ catalog: createCatalogRepository(app.db) }),
  });

  // GET / – login check: the signed-in user (or null) and the widget types
  app.get('/', { preHandler: app.identify, schema: { response: { 200: loginCheckResponseSchema } } }, async (request) =>
    session.loginCheck(request.currentUser),
  );
};
