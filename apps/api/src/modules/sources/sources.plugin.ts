import fp from 'fastify-plugin';
import { createSourceAlerts, type SourceAlerts } from './alerts/source-alerts';
import { createSafeFetcher } from './fetcher/safe-fetcher';
import type { SourceFetcher } from './fetcher/source-fetcher';
import { createListingReader, type ListingReader } from './listing-widgets/listing-reader';
import { createReviewReader, type SourceApiKeys } from './review-widgets/review-reader';
import type { ReviewReader } from './review-widgets/reviews.service';
import { createSources, type Sources } from './sources';

// The sources module's wiring (issue 27's one style): built once here on the app's database and
// mailer, decorated as app.sources and app.sourceAlerts; the routes and the server take them from there.

declare module 'fastify' {
  interface FastifyInstance {
    /** The data widgets' sources (server start runs their background refresh; tests drive them). */
    sources: Sources;
    /** The owners' mails about failing sources (server start schedules them; tests run them). */
    sourceAlerts: SourceAlerts;
  }
}

/** How sources are read, when not the adapters over one safe fetcher: tests pass a fetcher or readers. */
export interface SourceReadersOption {
  fetcher?: SourceFetcher;
  readReviews?: ReviewReader;
  readListings?: ListingReader;
}

export interface SourcesPluginOptions {
  readers?: SourceReadersOption | undefined;
  /** SOURCES_PROXY_URL: the forward proxy every source request goes through, if any. */
  proxyUrl?: string | undefined;
  /** The official APIs' keys, by source. */
  apiKeys: SourceApiKeys;
  /** GOOGLE_MAPS_API_KEY: the maps key a listing widget without its own is served with. */
  defaultMapsKey?: string | undefined;
  /** The dashboard's address, for the mails' links. */
  appUrl: string;
  now: () => Date;
}

export const sourcesPlugin = fp<SourcesPluginOptions>(
  async (app, { readers, proxyUrl, apiKeys, defaultMapsKey, appUrl, now }) => {
    // One safe fetcher for both kinds, made only when a reader needs it, closed with the app.
    let fetcher = readers?.fetcher;
    const shared = (): SourceFetcher => {
      if (fetcher) return fetcher;
      const created = createSafeFetcher({ proxyUrl });
      app.addHook('onClose', () => created.close());
      fetcher = created;
      return created;
    };
    const sources = createSources({
      db: app.db,
      readReviews: readers?.readReviews ?? createReviewReader(shared(), apiKeys),
      readListings: readers?.readListings ?? createListingReader(shared()),
      now,
      defaultMapsKey,
    });
    app.decorate('sources', sources);
    app.decorate(
      'sourceAlerts',
      createSourceAlerts({ db: app.db, mailer: app.mailer, sourceOf: sources.sourceOf, now, appUrl }),
    );
  },
  { name: 'sources', dependencies: ['db', 'mailer'] },
);
