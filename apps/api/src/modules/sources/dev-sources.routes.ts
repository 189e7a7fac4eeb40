import {
  devSeedListingsBodySchema,
  devSeedListingsResponseSchema,
  devSeedReviewsBodySchema,
  devSeedReviewsResponseSchema,
  WIDGET_MESSAGES,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { storedHtmlData } from '../widgets';
import { listingSourceOf } from './listing-widgets/listing-source-of';
import { reviewSourceOf, reviewWidgetOf } from './review-widgets/review-source-of';

/** Without a review source to store under, there is nothing to seed. */
const NOT_A_REVIEW_WIDGET = 'This widget is not a review widget with its source set.';
/** Without a listings source to store under, there is nothing to seed. */
const NOT_A_LISTING_WIDGET = 'This widget is not a listing widget with its listings URL set.';

// A developer's tool like the test billing clock: registered only outside production. The sources
// and the widgets repository are the app's (sourcesPlugin, widgetsRepositoryPlugin).
export const devSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sources, widgetsRepository: widgets } = app;
  app.addHook('onRequest', app.authenticateAdmin);

  /** The widget's type and settings as stored, read with today's defaults; a 404 for an unknown id. */
  async function storedWidget(widgetId: string) {
    const row = isUuid(widgetId) ? await widgets.findById(widgetId) : undefined;
    if (!row) throw notFound(WIDGET_MESSAGES.notFound);
    const { htmlData } = storedHtmlData(row.type.name, row.widget.htmlData);
    return { type: row.type.name, settings: htmlData[row.type.name] };
  }

  // POST /dev/sources/reviews – store reviews as the cache of a widget's source (admins only)
  app.post(
    '/dev/sources/reviews',
    { schema: { body: devSeedReviewsBodySchema, response: { 200: devSeedReviewsResponseSchema } } },
    async (request) => {
      const { widgetId, data } = request.body;
      const { type, settings } = await storedWidget(widgetId);
      const widget = reviewWidgetOf(type, settings);
      const ref = widget && reviewSourceOf(widget);
      if (!ref || ref.source !== data.source) throw badRequest(NOT_A_REVIEW_WIDGET);
      return { reviews: await sources.reviews.seed(ref, data) };
    },
  );

  // POST /dev/sources/listings – store listings as the cache of a listing widget's source (admins only)
  app.post(
    '/dev/sources/listings',
    { schema: { body: devSeedListingsBodySchema, response: { 200: devSeedListingsResponseSchema } } },
    async (request) => {
      const { widgetId, data } = request.body;
      const { type, settings } = await storedWidget(widgetId);
      const ref = listingSourceOf(type, settings)?.ref;
      if (!ref || ref.source !== data.source) throw badRequest(NOT_A_LISTING_WIDGET);
      return { listings: await sources.listings.seed(ref, data) };
    },
  );
};
