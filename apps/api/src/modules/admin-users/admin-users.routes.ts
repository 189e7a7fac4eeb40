import {
  adminCreateUserBodySchema,
  adminDetailsResponseSchema,
  adminUpdateUserBodySchema,
  adminUserDetailResponseSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  collectionsResponseSchema,
  idParamsSchema,
  impersonationResponseSchema,
  successResponseSchema,
  userIdParamsSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { type AccountDeletedHook, accountDependencies, passwordHasher } from '../users';
import { createAdminDetailsService } from './admin-details.service';
import { createAdminUsersService } from './admin-users.service';
import { createImpersonationService } from './impersonation.service';

// The admin console's users, their details and switch user (spec 003 §2 Users, §4, §7). Every
// route re-reads the admin's role and refuses an impersonation token (app.authenticateAdmin).

export interface AdminUsersRoutesOptions {
  appUrl: string;
  /** Run before an account is deleted (billing ends its live subscriptions at the provider). */
  onAccountDeleted: readonly AccountDeletedHook[];
  /** Whether the API keeps a dev outbox (GET /dev/outbox): GET /devadmin then lists it. */
  hasOutbox: boolean;
}

export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersRoutesOptions> = async (
  app,
  { appUrl, onAccountDeleted, hasOutbox },
) => {
  const { users, audit, tokens } = accountDependencies(app, appUrl);
  const repo = app.adminUsersRepository;
  const widgets = app.widgetsRepository;
  const details = createAdminDetailsService({
    users,
    repo,
    paymentMethodsOf: (userId) => app.billing.repo.listPaymentMethods(userId),
    sitesOf: (widgetIds) => widgets.listSites(widgetIds),
  });
  const service = createAdminUsersService({
    users,
    repo,
    hasher: passwordHasher,
    tokens,
    audit,
    ordersOf: details.ordersOf,
    onAccountDeleted,
  });
  const impersonation = createImpersonationService({
    users,
    audit,
    signToken: app.signToken,
    signImpersonationToken: app.signImpersonationToken,
  });
  app.addHook('onRequest', app.authenticateAdmin);

  // GET /devadmin – the collections the console's tools and collection calls know, and the outbox if kept
  app.get('/devadmin', { schema: { response: { 200: collectionsResponseSchema } } }, async () =>
    details.collections(hasOutbox),
  );

  // GET /devadmin/details – the newest users with their widgets as orders
  app.get('/devadmin/details', { schema: { response: { 200: adminDetailsResponseSchema } } }, async () =>
    details.details(),
  );

  // GET /devadmin/details/:userId – one user with orders, payments and payment methods
  app.get(
    '/devadmin/details/:userId',
    { schema: { params: userIdParamsSchema, response: { 200: adminUserDetailResponseSchema } } },
    async (request) => details.userDetail(request.params.userId),
  );

  // GET /devadmin/user – one page of users, searched by name or email and filtered by role
  app.get(
    '/devadmin/user',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => service.list(request.query),
  );

  // POST /devadmin/user – add a user
  app.post(
    '/devadmin/user',
    { schema: { body: adminCreateUserBodySchema, response: { 200: adminUserResponseSchema } } },
    async (request) => service.create(signedInUser(request), request.body),
  );

  // PUT /devadmin/user – edit a user (the form sends the id in the body)
  app.put(
    '/devadmin/user',
    { schema: { body: adminUpdateUserBodySchema, response: { 200: adminUserResponseSchema } } },
    async (request) => service.update(signedInUser(request), request.body),
  );

  // DELETE /devadmin/user/:id – end the user's subscriptions, then delete the user and their widgets
  app.delete(
    '/devadmin/user/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => service.remove(signedInUser(request), request.params.id),
  );

  // GET /devadmin/user/:id – switch to a customer (impersonation token), or back to the own account
  app.get(
    '/devadmin/user/:id',
    { schema: { params: idParamsSchema, response: { 200: impersonationResponseSchema } } },
    async (request) => impersonation.switchTo(signedInUser(request), request.params.id),
  );
};
