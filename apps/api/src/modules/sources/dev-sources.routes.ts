import { devSeedReviewsBodySchema, devSeedReviewsResponseSchema, WIDGET_MESSAGES } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { storedHtmlData } from '../widgets/widgets.mapper';
import { createWidgetsRepository } from '../widgets/widgets.repository';
import { reviewSourceOf, reviewWidgetOf } from './review-widgets/review-source-of';
import type { Sources } from './sources';

/** Without a review source to store under, there is nothing to seed. */
const NOT_A_REVIEW_WIDGET = 'This widget is not a review widget with its source set.';

// A developer's tool like the test billing clock: registered only outside production.
export const devSourcesRoutes: FastifyPluginAsyncZod<{ sources: Sources }> = async (app, { sources }) => {
  const widgets = createWidgetsRepository(app.db);
  app.addHook('onRequest', app.authenticateAdmin);

  // POST /dev/sources/reviews – store reviews as the cache of a widget's source (admins only)
  app.post(
    '/dev/sources/reviews',
    { schema: { body: devSeedReviewsBodySchema, response: { 200: devSeedReviewsResponseSchema } } },
    async (request) => {
      const { widgetId, data } = request.body;
      const row = isUuid(widgetId) ? await widgets.findById(widgetId) : undefined;
      if (!row) throw notFound(WIDGET_MESSAGES.notFound);
      const { htmlData } = storedHtmlData(row.type.name, row.widget.htmlData);
      const widget = reviewWidgetOf(row.type.name, htmlData[row.type.name]);
      const ref = widget && reviewSourceOf(widget);
      if (!ref || ref.source !== data.source) throw badRequest(NOT_A_REVIEW_WIDGET);
      return { reviews: await sources.reviews.seed(ref, data) };
    },
  );
};
