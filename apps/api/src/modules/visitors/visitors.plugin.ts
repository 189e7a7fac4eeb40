import { join } from 'node:path';
import fp from 'fastify-plugin';
import { DAY_MEMORY_FILE } from './day-memory-file';
import { openVisitorCounter, type VisitorCounter } from './visitor-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** One counter, one daily salt: the views' visitors and the events' visitors (issue 30). */
    visitors: VisitorCounter;
  }
}

export interface VisitorsPluginOptions {
  /** REDIS_URL: the counter lives on Redis, else in memory. */
  redisUrl: string | undefined;
  keyPrefix: string;
  now: () => Date;
  /** DATA_DIR: without Redis the day's visitors are left there across a restart (day-memory-file.ts). */
  dataDir: string;
  /** Replaces the counter (tests). */
  visitors?: VisitorCounter;
}

/** The counter is closed by the embed routes, after their last flush (embed.routes.ts). */
export const visitorsPlugin = fp<VisitorsPluginOptions>(
  async (app, { redisUrl, keyPrefix, now, dataDir, visitors }) => {
    const keepFile = join(dataDir, DAY_MEMORY_FILE);
    app.decorate(
      'visitors',
      visitors ?? (await openVisitorCounter({ redisUrl, keyPrefix, now, keepFile, log: app.log })),
    );
  },
  { name: 'visitors' },
);
