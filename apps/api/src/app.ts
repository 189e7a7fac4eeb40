import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { emailVerificationRoutes } from './modules/email-verification/email-verification.routes';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import type { AccountDeletedHook } from './modules/users/users.service';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, rateLimitPlugin } from './plugins/rate-limit';
import { recaptchaPlugin } from './plugins/recaptcha';

export interface BuildAppOptions {
  config: Config;
  /** A migrated database owned by the caller (server.ts, tests); without one the app opens and migrates its own. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Attempt limits per action; tests set small ones, the rest keep DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Run before an account is deleted (billing cancels its subscriptions here). */
  onAccountDeleted?: readonly AccountDeletedHook[];
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
  await app.register(mailerPlugin, { config });
  await app.register(recaptchaPlugin, { recaptcha: config.recaptcha });
  await app.register(rateLimitPlugin, { limits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits } });

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(usersRoutes, { appUrl: config.appUrl, onAccountDeleted: opts.onAccountDeleted ?? [] });
  await app.register(passwordResetRoutes, { appUrl: config.appUrl });
  await app.register(emailVerificationRoutes, { appUrl: config.appUrl });
  // A developer's window on captured mail; it shows live reset links, so never in production.
  if (config.env !== 'production') await app.register(outboxRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
