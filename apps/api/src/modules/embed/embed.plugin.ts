import fp from 'fastify-plugin';
import { createEmbedRepository, type EmbedRepository } from './embed.repository';
import { createEmbedService, type EmbedService, type EmbedSourceData } from './embed.service';

declare module 'fastify' {
  interface FastifyInstance {
    embedRepository: EmbedRepository;
  }
}

/** The one EmbedRepository of the app, on app.embedRepository; routes and services take it from there. */
export const embedRepositoryPlugin = fp(
  async (app) => {
    app.decorate('embedRepository', createEmbedRepository(app.db));
  },
  { name: 'embed-repository', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The embed repository on the write pool: the batched installation and visitor writes. */
    embedWritesRepository: EmbedRepository;
    /** The embed answers, read through app.embedCache: the embed route and the events route share it. */
    embedService: EmbedService;
  }
}

/** Background batches write through the write pool, never the connections requests read with. */
export const embedWritesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('embedWritesRepository', createEmbedRepository(app.database.writes));
  },
  { name: 'embed-writes-repository', dependencies: ['db'] },
);

export interface EmbedServicePluginOptions {
  /** Absent: every answer carries `data: null` (no data widgets wired). */
  sourceData?: EmbedSourceData;
  now: () => Date;
}

export const embedServicePlugin = fp<EmbedServicePluginOptions>(
  async (app, { sourceData, now }) => {
    app.decorate(
      'embedService',
      createEmbedService({ embeds: app.embedRepository, cache: app.embedCache, sourceData, now }),
    );
  },
  { name: 'embed-service', dependencies: ['embed-repository', 'embed-cache'] },
);
