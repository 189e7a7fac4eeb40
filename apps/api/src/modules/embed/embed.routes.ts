import { API_MESSAGES, embedParamsSchema } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import type { EmbedCache } from './embed.cache';
import { createEmbedRepository } from './embed.repository';
import { createEmbedService, type EmbedSourceData, etagMatches } from './embed.service';
import type { InstallationRecorder } from './installation-recorder';
import { siteDomain } from './site-domain';

export interface EmbedRoutesOptions {
  cache: EmbedCache;
  installations: InstallationRecorder;
  /** The data widgets' cached source data; absent, answers carry `data: null`. */
  sourceData?: EmbedSourceData;
  now: () => Date;
}

/** Short, so an edit shows on customers' pages within a minute; revalidation is a cheap 304. */
export const EMBED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export const embedRoutes: FastifyPluginAsyncZod<EmbedRoutesOptions> = async (
  app,
  { cache, installations, sourceData, now },
) => {
  const embed = createEmbedService({ embeds: createEmbedRepository(app.db), cache, sourceData, now });
  // Writes still running when the app closes finish before the database does.
  app.addHook('onClose', () => installations.settle());

  // GET /embed/:id – public: a widget's type and settings for embed.js on any site
  app.get(
    '/embed/:id',
    {
      schema: { params: embedParamsSchema },
      // Any page may read a widget (CORS for this GET only; the rest of the API stays APP_URL's).
      // The answer is the same for every origin, so it needs no Vary and caches once.
      config: { cors: { origin: '*', credentials: false } },
      // Every page view of every customer's site lands here: an info line per request would cost
      // more than the answer. Failures are still logged.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const answer = await embed.find(request.params.id);
      if (answer === null) {
        // Not cached: a widget that is created or paid for next must show at once.
        void reply.header('cache-control', 'no-store');
        throw notFound(API_MESSAGES.notFound);
      }
      if (request.method === 'GET') {
        installations.record(answer.widgetId, siteDomain(request.headers.origin, request.headers.referer), request.log);
      }
      void reply.header('cache-control', EMBED_CACHE_CONTROL).header('etag', answer.etag);
      if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      // Serialised once per cache load, so the hot path runs no serializer.
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  );
};
