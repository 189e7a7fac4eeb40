import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { sessionRoutes } from './modules/session/session.routes';
import { systemRoutes } from './modules/system/system.routes';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';

export interface BuildAppOptions {
  config: Config;
  /** A migrated database owned by the caller (server.ts, tests); without one the app opens and migrates its own. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole API, configured but not listening; add test routes or call inject/listen on it. */
export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Per-request lines are noise on a developer's console; production keeps them.
    logController: new LogController({ disableRequestLogging: config.env !== 'production' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = opts.db;
  if (database === undefined) {
    database = createDatabase(config);
    await database.migrate();
  }

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database, owned: opts.db === undefined });
  await app.register(corsPlugin, { appUrl: config.appUrl });
  await app.register(authPlugin, { config });

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
