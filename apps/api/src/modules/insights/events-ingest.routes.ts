import {
  API_MESSAGES,
  EMBED_ERRORS,
  embedForbiddenResponseSchema,
  embedParamsSchema,
  eventsOf,
  INSIGHTS_BODY_MAX_BYTES,
  INSIGHTS_MESSAGES,
  insightsEventsBodySchema,
  isSiteAllowed,
  type WidgetTypeName,
} from '@widgetry/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { LruMap } from '../../lib/lru-map';
import { noAccount } from '../../plugins/rate-limit';
import { DEFAULT_VISITOR_FLUSH_MS, EMBED_REFUSED_CACHE_CONTROL, siteDomain } from '../embed';
import { createInsightCounts } from './insight-counts';

// Issue 30: POST /embed/:id/events, where the runtimes' sender reports what visitors did. Public
// like GET /embed/:id and served by the same rules from the same cache (a widget unknown, unpaid
// or otherwise not shown is a 404, a paused one or a site it may not show on a 403), the site
// taken from Origin/Referer the same way. Bounded: 4 KB and 20 events a request, a per-address
// allowance, names of the widget's own type only; then the events join an in-memory batch
// (insight-counts.ts) and the answer is a 204 at once.

export interface EventsIngestRoutesOptions {
  now: () => Date;
  /** How often counts are written; the views' interval (default DEFAULT_VISITOR_FLUSH_MS). */
  flushMs?: number;
}

/** Widgets whose type is remembered; a widget never changes type. */
const TYPES_KEPT = 10_000;

function notServed(reply: FastifyReply): never {
  void reply.header('cache-control', 'no-store');
  throw notFound(API_MESSAGES.notFound);
}

export const eventsIngestRoutes: FastifyPluginAsyncZod<EventsIngestRoutesOptions> = async (
  app,
  { now, flushMs = DEFAULT_VISITOR_FLUSH_MS },
) => {
  // The embed answers GET /embed/:id serves, from the same cache (a pause shows here at once).
  const embed = app.embedService;
  const reads = app.insightsRepository;
  const counts = createInsightCounts({
    store: app.insightsWritesRepository,
    visitors: app.visitors,
    now,
    flushMs,
    log: app.log,
  });
  // Registered after the embed routes, so closed before them (Fastify closes in reverse): the
  // last events' visitor checks finish while the counter still holds the day's salt.
  app.addHook('onClose', () => counts.close());
  const types = new LruMap<string, WidgetTypeName>(TYPES_KEPT);

  async function typeOf(widgetId: string): Promise<WidgetTypeName | undefined> {
    const known = types.get(widgetId);
    if (known !== undefined) return known;
    const type = await reads.typeOf(widgetId);
    if (type !== undefined) types.set(widgetId, type);
    return type;
  }

  // navigator.sendBeacon sends a string as text/plain (a type that needs no CORS preflight): in
  // this scope only, such a body is read as JSON, exactly as application/json is.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  // POST /embed/:id/events – public: the interactions a widget's runtime reports
  app.post(
    '/embed/:id/events',
    {
      schema: {
        params: embedParamsSchema,
        body: insightsEventsBodySchema,
        response: { 204: z.null().describe('Counted.'), 403: embedForbiddenResponseSchema },
      },
      bodyLimit: INSIGHTS_BODY_MAX_BYTES,
      // Any page may post (as GET /embed/:id may be read); no credentials are sent or wanted.
      config: { cors: { origin: '*', credentials: false }, accessLog: false },
      // Counted before the body is even read: a flood costs a counter, not a parse.
      onRequest: app.limitAttempts('events', noAccount),
    },
    async (request, reply) => {
      const answer = embed.peek(request.params.id) ?? (await embed.find(request.params.id));
      if (answer === null) return notServed(reply);
      void reply.header('cache-control', EMBED_REFUSED_CACHE_CONTROL);
      if (answer.paused) return reply.code(403).send({ error: EMBED_ERRORS.paused });
      const domain = siteDomain(request.headers.origin, request.headers.referer);
      if (!isSiteAllowed(answer.allowedSites, domain)) {
        return reply.code(403).send({ error: EMBED_ERRORS.siteNotAllowed });
      }
      const type = await typeOf(answer.widgetId);
      if (type === undefined) return notServed(reply);
      const own: readonly string[] = eventsOf(type);
      const names = request.body.events.map((event) => event.name);
      const foreign = names.find((name) => !own.includes(name));
      if (foreign !== undefined) throw badRequest(INSIGHTS_MESSAGES.unknownEvent.replace('{name}', foreign));
      counts.record(answer.widgetId, domain, request.ip, request.headers['user-agent'] ?? '', names);
      return reply.code(204).send(null);
    },
  );
};
