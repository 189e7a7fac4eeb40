import {
  adminOrderCreateBodySchema,
  adminUpdateWidgetBodySchema,
  idParamsSchema,
  sitesResponseSchema,
  successResponseSchema,
  widgetBodySchema,
  widgetInstallationQuerySchema,
  widgetInstallationResponseSchema,
  widgetListResponseSchema,
  widgetPausedBodySchema,
  widgetResponseSchema,
  widgetSaveBodySchema,
  widgetSaveFormsSchema,
  widgetSiteParamsSchema,
  widgetSitesQuerySchema,
  widgetSitesResponseSchema,
  widgetStatusResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input';
import { signedInUser } from '../../plugins/auth';
import { replyWithAccountRead } from '../users';
import { createWidgetService, type WidgetBillingHooks } from './widgets.service';

export interface WidgetsRoutesOptions {
  /** What the widgets ask of billing (buildApp passes billingHooksOf(app.billing)). */
  billing: WidgetBillingHooks;
  now: () => Date;
  /** WIDGETS_PER_USER_MAX: how many widgets a user may hold unless an admin set their own limit. */
  widgetsPerUserMax: number;
}

export const widgetsRoutes: FastifyPluginAsyncZod<WidgetsRoutesOptions> = async (
  app,
  { billing, now, widgetsPerUserMax },
) => {
  const widgets = app.widgetsRepository;
  const service = createWidgetService({ widgets, embedCache: app.embedCache, billing, now, widgetsPerUserMax });
  const manualOrders = app.manualOrders;
  // Every route here is the owner's (or an admin's); the service enforces ownership per widget.
  // Signed out is a 401 before the body is even read.
  app.addHook('onRequest', app.authenticate);

  // GET /widget/ – the signed-in user's widgets
  app.get('/widget/', { schema: { response: { 200: widgetListResponseSchema } } }, async (request, reply) => {
    const user = signedInUser(request);
    return replyWithAccountRead(reply, app.accountReads, user.id, 'widgets', () => service.list(user));
  });

  // GET /widget/status/:id – a widget's subscription status, renewal date and payment page
  app.get(
    '/widget/status/:id',
    { schema: { params: idParamsSchema, response: { 200: widgetStatusResponseSchema } } },
    async (request) => service.status(signedInUser(request), request.params.id),
  );

  // GET /widget/:id – load a widget for the editor
  app.get(
    '/widget/:id',
    { schema: { params: idParamsSchema, response: { 200: widgetResponseSchema } } },
    async (request) => service.get(signedInUser(request), request.params.id),
  );

  // The same two calls save a customer's widget and the admin's order forms (spec 003 §7): the
  // caller's role, as the database has it now, and the fields sent pick the form the body is read by.

  // POST /widget/ – create a widget, or an admin's manual order
  app.post(
    '/widget/',
    {
      schema: { body: widgetSaveBodySchema, response: { 200: widgetResponseSchema } },
      config: { documentedBody: { schema: widgetSaveFormsSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      if (manualOrders.isAdminOrderForm(user, request.body.widget)) {
        return manualOrders.create(user, parseInput(adminOrderCreateBodySchema, request.body).widget);
      }
      return service.create(user, parseInput(widgetBodySchema, request.body).widget);
    },
  );

  // PUT /widget/:id – update a widget, or an admin's Edit Subscription
  app.put(
    '/widget/:id',
    {
      schema: { params: idParamsSchema, body: widgetSaveBodySchema, response: { 200: widgetResponseSchema } },
      config: { documentedBody: { schema: widgetSaveFormsSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      if (manualOrders.isAdminOrderForm(user, request.body.widget)) {
        return manualOrders.update(
          user,
          request.params.id,
          parseInput(adminUpdateWidgetBodySchema, request.body).widget,
        );
      }
      return service.update(user, request.params.id, parseInput(widgetBodySchema, request.body).widget);
    },
  );

  // PUT /widget/:id/paused – pause or resume a widget on every site at once
  app.put(
    '/widget/:id/paused',
    { schema: { params: idParamsSchema, body: widgetPausedBodySchema, response: { 200: widgetResponseSchema } } },
    async (request) => service.setPaused(signedInUser(request), request.params.id, request.body.paused),
  );

  // GET /widget/:id/installation?site= – whether the widget has been seen on a site
  app.get(
    '/widget/:id/installation',
    {
      schema: {
        params: idParamsSchema,
        querystring: widgetInstallationQuerySchema,
        response: { 200: widgetInstallationResponseSchema },
      },
    },
    async (request) => service.installation(signedInUser(request), request.params.id, request.query.site),
  );

  // DELETE /widget/:id – delete a widget and its installations
  app.delete(
    '/widget/:id',
    { schema: { params: idParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => service.remove(signedInUser(request), request.params.id),
  );

  // GET /widget/:id/sites – one page of a widget's installations, with their total
  app.get(
    '/widget/:id/sites',
    {
      schema: {
        params: idParamsSchema,
        querystring: widgetSitesQuerySchema,
        response: { 200: widgetSitesResponseSchema },
      },
    },
    async (request) => service.sites(signedInUser(request), request.params.id, request.query),
  );

  // DELETE /widget/:widgetId/site/:siteId – forget one installation
  app.delete(
    '/widget/:widgetId/site/:siteId',
    { schema: { params: widgetSiteParamsSchema, response: { 200: sitesResponseSchema } } },
    async (request) => service.deleteSite(signedInUser(request), request.params.widgetId, request.params.siteId),
  );
};
