import fp from 'fastify-plugin';
import { shareInvalidations } from './cache-invalidation';
import { createEmbedCache, type EmbedCache } from './embed.cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the embed route serves from memory; the widgets routes and billing invalidate it, and on
     * Postgres their invalidations reach every API process's cache too (LISTEN/NOTIFY).
     */
    embedCache: EmbedCache;
  }
}

/** As long as browsers may cache the answer (EMBED_CACHE_CONTROL max-age). */
export const EMBED_CACHE_TTL_MS = 60 * 1000;
const EMBED_CACHE_MAX_ENTRIES = 10_000;

export interface EmbedCachePluginOptions {
  now: () => Date;
  /** How long an answer is served from memory; default EMBED_CACHE_TTL_MS. */
  ttlMs?: number;
}

export const embedCachePlugin = fp<EmbedCachePluginOptions>(
  async (app, { now, ttlMs = EMBED_CACHE_TTL_MS }) => {
    app.decorate(
      'embedCache',
      shareInvalidations(createEmbedCache({ ttlMs, maxEntries: EMBED_CACHE_MAX_ENTRIES, now }), {
        listener: app.changes,
        log: app.log,
      }),
    );
  },
  { name: 'embed-cache', dependencies: ['changes'] },
);
