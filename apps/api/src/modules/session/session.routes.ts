import { loginCheckResponseSchema, logoutResponseSchema } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { createCatalogService } from '../catalog';
import { createLoginCheckSerializer } from './login-check.serializer';
import { createSessionService } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const session = createSessionService({
    catalog: createCatalogService({ catalog: app.catalogRepository }),
    users: app.usersRepository,
  });

  // GET / – login check: the signed-in user (or null) and the widget types
  app.get(
    '/',
    {
      preHandler: app.identify,
      schema: { response: { 200: loginCheckResponseSchema } },
      // The contract's check, with the catalogue part checked and stringified once per catalogue.
      serializerCompiler: ({ method, url }) => createLoginCheckSerializer({ method, url }),
    },
    async (request) => session.loginCheck(request.currentUser),
  );

  // POST /user/logout – sign out: the session (and the account's others) ends on the server at once
  app.post(
    '/user/logout',
    { preHandler: app.authenticate, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => session.logout(signedInUser(request), request.impersonatedBy),
  );
};
