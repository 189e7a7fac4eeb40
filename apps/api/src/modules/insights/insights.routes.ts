import {
  adminInsightsQuerySchema,
  adminInsightsResponseSchema,
  idParamsSchema,
  WIDGET_MESSAGES,
  widgetInsightsQuerySchema,
  widgetInsightsResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { signedInUser } from '../../plugins/auth';
import { createInsightsService } from './insights.service';

// Issue 30: what the runtimes' events add up to, per day: the owner's Insights page (and an
// admin's look at any widget), and the admin dashboard's totals per widget type.

export const insightsRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const widgets = app.widgetsRepository;
  const insights = createInsightsService({ repo: app.insightsRepository, now });
  app.addHook('onRequest', app.authenticate);

  // GET /widget/:id/insights?days=7|30|90&site= – visitors and each event per day, oldest first
  app.get(
    '/widget/:id/insights',
    {
      schema: {
        params: idParamsSchema,
        querystring: widgetInsightsQuerySchema,
        response: { 200: widgetInsightsResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const row = isUuid(request.params.id) ? await widgets.findById(request.params.id) : undefined;
      // Another customer's widget is hidden as on every widget route: a 404, never a 403.
      if (!row || (row.widget.userId !== user.id && user.userRole !== 'admin')) {
        throw notFound(WIDGET_MESSAGES.notFound);
      }
      return insights.widget(row.widget.id, row.type.name, request.query.days, request.query.site);
    },
  );
};

export const adminInsightsRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const insights = createInsightsService({ repo: app.insightsRepository, now });
  app.addHook('onRequest', app.authenticateAdmin);

  // GET /devadmin/insights?days=7|30|90 – every customer's events and visitors per widget type
  app.get(
    '/devadmin/insights',
    { schema: { querystring: adminInsightsQuerySchema, response: { 200: adminInsightsResponseSchema } } },
    async (request) => insights.admin(request.query.days),
  );
};
