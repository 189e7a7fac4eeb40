import {
  idParamsSchema,
  REVIEW_LIST_MESSAGES,
  reviewListQuerySchema,
  reviewListResponseSchema,
  SOURCE_SYNC_MESSAGES,
  WIDGET_MESSAGES,
  widgetSourceResponseSchema,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { signedInUser } from '../../plugins/auth';
import { storedHtmlData } from '../widgets';
import { reviewListOf } from './review-widgets/review-list';

// A data widget's source as its owner sees it (issue 26 §5): the dashboard's card and editor show
// its state and age from here. The sources and the widgets repository are the app's (sourcesPlugin,
// widgetsRepositoryPlugin).

export const widgetSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sources, widgetsRepository: widgets } = app;
  app.addHook('onRequest', app.authenticate);

  /** The widget's type and settings as stored, if the user may manage it (owner or admin); a 404 otherwise. */
  async function managedWidget(userId: string, isAdmin: boolean, widgetId: string) {
    const row = isUuid(widgetId) ? await widgets.findById(widgetId) : undefined;
    if (!row || (row.widget.userId !== userId && !isAdmin)) throw notFound(WIDGET_MESSAGES.notFound);
    const { htmlData } = storedHtmlData(row.type.name, row.widget.htmlData);
    return { type: row.type.name, settings: htmlData[row.type.name] };
  }

  // GET /widget/:id/source – how the widget's source stands: last outcome, last good read, failing run
  app.get(
    '/widget/:id/source',
    { schema: { params: idParamsSchema, response: { 200: widgetSourceResponseSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const { type, settings } = await managedWidget(user.id, user.userRole === 'admin', request.params.id);
      return { source: await sources.stateOf(type, settings) };
    },
  );

  // GET /widget/:id/reviews?page=&q= – the editor's Reviews list (issue 31): every cached review, hidden ones too
  app.get(
    '/widget/:id/reviews',
    {
      schema: {
        params: idParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { type, settings } = await managedWidget(user.id, user.userRole === 'admin', request.params.id);
      const list = await reviewListOf(sources.reviews, type, settings, request.query);
      if (list === null) throw badRequest(REVIEW_LIST_MESSAGES.noSource);
      return list;
    },
  );

  // POST /widget/:id/source/sync – "Sync now": read the source at once, once per 10 minutes per source
  app.post(
    '/widget/:id/source/sync',
    { schema: { params: idParamsSchema, response: { 200: widgetSourceResponseSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { type, settings } = await managedWidget(user.id, user.userRole === 'admin', request.params.id);
      const synced = await sources.syncNow(type, settings);
      if (synced === null) throw badRequest(SOURCE_SYNC_MESSAGES.noSource);
      if ('waitMs' in synced) {
        const minutes = Math.max(1, Math.ceil(synced.waitMs / 60_000));
        reply.header('retry-after', String(Math.max(1, Math.ceil(synced.waitMs / 1000))));
        throw tooManyRequests(
          SOURCE_SYNC_MESSAGES.tooSoon.replace('{minutes}', minutes === 1 ? '1 minute' : `${minutes} minutes`),
        );
      }
      return { source: synced.state };
    },
  );
};
