import {
  API_MESSAGES,
  EMBED_ERRORS,
  embedForbiddenResponseSchema,
  embedParamsSchema,
  embedQuerySchema,
  embedResponseSchema,
  isSiteAllowed,
} from '@widgetry/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import type { SerialisedEmbedAnswer } from './embed.cache';
import { type EmbedGate, type EmbedNotModified, etagMatches, shownBody } from './embed.service';
import { preferredCoding } from './embed-encoding';
import { siteDomain } from './site-domain';
import { createSiteVisitorCounts, DEFAULT_VISITOR_FLUSH_MS } from './site-visitor-counts';

export interface EmbedRoutesOptions {
  now: () => Date;
  /** How often counted visitors are written; default DEFAULT_VISITOR_FLUSH_MS (at most 10 s). */
  viewFlushMs?: number;
}

/**
 * Cacheable but revalidated on every use: a pause, an allowed-sites change or an edit shows on the
 * next page view, and the revalidation of an unchanged widget is a cheap 304.
 */
export const EMBED_CACHE_CONTROL = 'public, no-cache';
/** A 403 (paused, site not allowed) is never kept: resuming or allowing a site works at once. */
export const EMBED_REFUSED_CACHE_CONTROL = 'no-store';

/**
 * The answers, for the API's OpenAPI document. The 200 body is serialised once per cache load and
 * sent as text, which Fastify passes through unserialised: the schemas cost the hot path nothing.
 * Typed as plain schemas so the handler may send that text (the type provider would ask for the object).
 */
const EMBED_RESPONSES: Record<number, z.ZodType> = {
  200: embedResponseSchema,
  304: z.null().describe('Not modified: the If-None-Match tag is the current one.'),
  403: embedForbiddenResponseSchema,
};

/** Unknown, or not to be shown: not cached, so a widget that is created or paid for next shows at once. */
function notServed(reply: FastifyReply): never {
  void reply.header('cache-control', 'no-store');
  throw notFound(API_MESSAGES.notFound);
}

export const embedRoutes: FastifyPluginAsyncZod<EmbedRoutesOptions> = async (
  app,
  { now, viewFlushMs = DEFAULT_VISITOR_FLUSH_MS },
) => {
  const { embedService: embed, installations, visitors } = app;
  const counts = createSiteVisitorCounts({
    store: app.embedWritesRepository,
    visitors,
    now,
    flushMs: viewFlushMs,
    log: app.log,
  });
  // The batches still held when the app closes are written before the database closes: the sites
  // first, so the last visitors find their sites' rows; the day's salt and hashes are dropped after
  // the last check.
  app.addHook('onClose', async () => {
    await installations.close();
    await counts.close();
    await visitors.close();
  });

  /**
   * The serving rules for a servable widget's request, and the view recorded in memory (the
   * batches write it later). False when the request was refused (a 403 sent).
   */
  function admitted(request: FastifyRequest, reply: FastifyReply, gate: EmbedGate): boolean {
    if (gate.paused) {
      void reply.code(403).header('cache-control', EMBED_REFUSED_CACHE_CONTROL).send({ error: EMBED_ERRORS.paused });
      return false;
    }
    const domain = siteDomain(request.headers.origin, request.headers.referer);
    // A refused site is still recorded, so its owner sees where the widget is pasted (and may
    // allow it); it gains no visitors.
    if (request.method === 'GET') installations.record(gate.widgetId, domain, request.log);
    if (!isSiteAllowed(gate.allowedSites, domain)) {
      void reply
        .code(403)
        .header('cache-control', EMBED_REFUSED_CACHE_CONTROL)
        .send({ error: EMBED_ERRORS.siteNotAllowed });
      return false;
    }
    // A visitor is the client address (request.ip: TRUST_PROXY's client, else the socket's) with
    // the browser's user agent; each counts once per site and day, however many views (a
    // revalidation too: a returning visitor's browser sends one on each page view).
    if (request.method === 'GET') {
      counts.count(gate.widgetId, domain, request.ip, request.headers['user-agent'] ?? '');
    }
    return true;
  }

  /** The validators every answer of the widget carries; Vary when a compressed copy may be sent. */
  function validators(reply: FastifyReply, etag: string, compressed: boolean) {
    void reply.header('cache-control', EMBED_CACHE_CONTROL).header('etag', etag);
    if (compressed) void reply.header('vary', 'Accept-Encoding');
  }

  /** The answer to a servable widget's request: the serving rules, then a 304 from the ETag alone or the kept bytes. */
  function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: SerialisedEmbedAnswer,
    group: string | undefined,
  ) {
    if (!admitted(request, reply, answer)) return reply;
    const shown = shownBody(answer, group);
    // A large answer's br or gzip copy was made once with it (embed-encoding.ts), each with its own tag.
    const coding = shown.encoded ? preferredCoding(request.headers['accept-encoding']) : undefined;
    const sent = coding && shown.encoded ? shown.encoded[coding] : shown;
    validators(reply, sent.etag, shown.encoded !== undefined);
    if (etagMatches(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
    if (coding) void reply.header('content-encoding', coding);
    // Serialised and encoded once per cache load, so the hot path runs no serializer.
    return reply.type('application/json; charset=utf-8').send(sent.body);
  }

  /** A revalidation of an unchanged widget this process no longer keeps: 304, nothing built. */
  function notModified(request: FastifyRequest, reply: FastifyReply, answer: EmbedNotModified) {
    if (!admitted(request, reply, answer.gate)) return reply;
    validators(reply, answer.etag, answer.compressed);
    return reply.code(304).send();
  }

  // GET /embed/:id – public: a widget's type and settings for embed.js on any site
  app.get(
    '/embed/:id',
    {
      schema: { params: embedParamsSchema, querystring: embedQuerySchema, response: EMBED_RESPONSES },
      // Any page may read a widget (CORS for this GET only; the rest of the API stays APP_URL's).
      // The answer is the same for every origin, so it varies only with Accept-Encoding when large.
      // The header is set here rather than by @fastify/cors's per-route options, which merge the
      // route's options over the plugin's on every request: on the busiest route, for a constant.
      // Set before validation, so every answer (a refusal, a 404 for a malformed id) carries it.
      config: { cors: false, accessLog: false },
      onRequest: (_request, reply, done) => {
        void reply.header('access-control-allow-origin', '*');
        done();
      },
    },
    (request, reply) => {
      // A kept answer is served without a promise or a query: no await on the hot path. Nothing is
      // returned for it: a returned reply is a thenable Fastify would wait on (a stream listener per view).
      const kept = embed.peek(request.params.id);
      if (kept !== undefined) {
        if (kept === null) notServed(reply);
        serve(request, reply, kept, request.query.group);
        return;
      }
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined) {
        // A revalidation of a widget not kept: answered from its row and kept tags when unchanged.
        const group = request.query.group;
        return embed
          .revalidate(request.params.id, {
            ifNoneMatch,
            group,
            coding: preferredCoding(request.headers['accept-encoding']),
          })
          .then((answer) =>
            answer === null
              ? notServed(reply)
              : 'notModified' in answer
                ? notModified(request, reply, answer)
                : serve(request, reply, answer, group),
          );
      }
      return embed
        .find(request.params.id)
        .then((answer) => (answer === null ? notServed(reply) : serve(request, reply, answer, request.query.group)));
    },
  );
};
