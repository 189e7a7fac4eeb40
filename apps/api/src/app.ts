import { loadWidgetModule } from '@widgetry/widget-registry';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config';
import type { Database } from './db/client';
import { AccessLogController } from './lib/access-log';
import { adminOrdersRepositoryPlugin, adminOrdersRoutes, manualOrdersPlugin } from './modules/admin-orders';
import { adminSourcesRepositoryPlugin, adminSourcesRoutes } from './modules/admin-sources';
import { adminToolsRepositoryPlugin, adminToolsRoutes } from './modules/admin-tools';
import { adminUsersRepositoryPlugin, adminUsersRoutes } from './modules/admin-users';
import { auditRepositoryPlugin } from './modules/audit';
import {
  billingHooksOf,
  billingPlugin,
  billingRoutes,
  type ConfiguredProvider,
  type DeliverEvent,
  webhookRoutes,
} from './modules/billing';
import { adminProductsRoutes, catalogRepositoryPlugin } from './modules/catalog';
import { emailTokensRepositoryPlugin } from './modules/email-tokens';
import { emailVerificationRoutes } from './modules/email-verification';
import {
  embedCachePlugin,
  embedRepositoryPlugin,
  embedRoutes,
  embedServicePlugin,
  embedWritesRepositoryPlugin,
  type InstallationRecorder,
  installationsPlugin,
} from './modules/embed';
import {
  adminInsightsRoutes,
  eventsIngestRoutes,
  insightsRepositoryPlugin,
  insightsRoutes,
  insightsWritesRepositoryPlugin,
} from './modules/insights';
import { type JobQueue, jobsPlugin } from './modules/jobs';
import { createMailQueue, outboxRepositoryPlugin, outboxRoutes } from './modules/mail';
import { passwordResetRoutes } from './modules/password-reset';
import { previewRoutes } from './modules/preview';
import { sessionRoutes } from './modules/session';
import { signInCodesRepositoryPlugin } from './modules/sign-in-codes';
import { devSourcesRoutes, type SourceReadersOption, sourcesPlugin, widgetSourceRoutes } from './modules/sources';
import { systemRoutes } from './modules/system';
import { uploadsRoutes } from './modules/uploads';
import { type AccountDeletedHook, accountReadsPlugin, usersPlugin, usersRoutes } from './modules/users';
import { type VisitorCounter, visitorsPlugin } from './modules/visitors';
import { widgetsRepositoryPlugin, widgetsRoutes } from './modules/widgets';
import { authPlugin } from './plugins/auth';
import { changesPlugin } from './plugins/changes';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { type ComposeRetry, mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, rateLimitPlugin } from './plugins/rate-limit';
import { recaptchaPlugin } from './plugins/recaptcha';
import { registeredRoutesPlugin } from './plugins/registered-routes';
import { securityHeadersPlugin } from './plugins/security-headers';

export interface BuildAppOptions {
  config: Config;
  /** A migrated database owned by the caller (server.ts, tests); without one the app opens and migrates its own. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Attempt limits per action; tests set small ones, the rest keep DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Starts every Redis key (with REDIS_URL); default `widgetry:`, tests give each run its own. */
  redisKeyPrefix?: string;
  /** Run before an account is deleted (billing cancels its subscriptions here). */
  onAccountDeleted?: readonly AccountDeletedHook[];
  /** The public embed endpoint's clock, cache and installation recording; tests set their own. */
  embed?: EmbedOptions;
  /**
   * The payment provider, given the function that posts its events to this app's webhook route;
   * default: Stripe when configured, else the built-in test provider (tests give their own).
   */
  billingProvider?: (deliver: DeliverEvent) => ConfiguredProvider;
  /**
   * How third-party sources are read: default the safe fetcher (and the official APIs where
   * config has keys). Tests give a fixture fetcher, or replace a reader altogether.
   */
  sources?: SourceReadersOption;
  /** The background job queue; default pg-boss on DATABASE_URL's Postgres, else in-process (tests give their own). */
  jobs?: JobQueue;
  /** How composing a background mail is retried; default DEFAULT_COMPOSE_RETRY (tests shorten it). */
  mailComposeRetry?: ComposeRetry;
}

export interface EmbedOptions {
  /** The clock of the embed cache, installation throttle and subscription checks. */
  now?: () => Date;
  /** How long an embed answer is served from memory; default EMBED_CACHE_TTL_MS. */
  cacheTtlMs?: number;
  /** At most one installation write per widget and domain in this time; default 5 minutes. */
  installationThrottleMs?: number;
  /** Replaces the installation recorder (tests: a failing store, or one they can settle). */
  installations?: InstallationRecorder;
  /** How often counted visitors are written; default DEFAULT_VISITOR_FLUSH_MS (tests shorten it). */
  viewFlushMs?: number;
  /** Replaces the visitor counter (default: on Redis with REDIS_URL, else in memory). */
  visitors?: VisitorCounter;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole API, configured but not listening; add test routes or call inject/listen on it. */
export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The spec writes some paths with a trailing slash (/widget/) and some without (/widget).
    routerOptions: { ignoreTrailingSlash: true },
    // A bad or overlong URL is answered before any route: in the product's error shape too.
    frameworkErrors,
    // Per-request lines are noise on a developer's console; production keeps one per request.
    logController: new AccessLogController({ disableRequestLogging: config.env !== 'production' }),
    // request.ip (per-client limits, reCAPTCHA) is X-Forwarded-For's client only behind the
    // proxies TRUST_PROXY names; otherwise the socket's, whatever a client sends.
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(registeredRoutesPlugin);

  const now = opts.embed?.now ?? (() => new Date());
  const redisKeyPrefix = opts.redisKeyPrefix ?? 'widgetry:';

  // Registration order is close order reversed: the jobs stop after the mailer has queued its last
  // mail and before the database closes; the embed routes close the visitor counter after the
  // events' last flush.
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // Before any route: the OpenAPI document collects routes as they are added (GET /docs, /docs/json).
  // Off in production unless API_DOCS=on (config.apiDocs): then those paths are plain 404s.
  if (config.apiDocs) await app.register(openapiPlugin, { apiUrl: config.apiUrl });
  await app.register(dbPlugin, { config, database: opts.db });
  await app.register(jobsPlugin, { config, jobs: opts.jobs });
  await app.register(corsPlugin, { appUrl: config.appUrl });
  await app.register(changesPlugin);
  await app.register(usersPlugin);
  await app.register(accountReadsPlugin);
  await app.register(auditRepositoryPlugin);
  await app.register(widgetsRepositoryPlugin);
  await app.register(adminOrdersRepositoryPlugin);
  await app.register(adminUsersRepositoryPlugin);
  await app.register(adminToolsRepositoryPlugin);
  await app.register(catalogRepositoryPlugin);
  await app.register(emailTokensRepositoryPlugin);
  await app.register(signInCodesRepositoryPlugin);
  await app.register(outboxRepositoryPlugin);
  await app.register(embedRepositoryPlugin);
  await app.register(embedWritesRepositoryPlugin);
  await app.register(insightsRepositoryPlugin);
  await app.register(insightsWritesRepositoryPlugin);
  // Plugins get what they need from modules here, so no plugin imports a module.
  await app.register(authPlugin, { config, users: app.userCache });
  await app.register(mailerPlugin, {
    config,
    outbox: app.outboxRepository,
    queue: createMailQueue(app.jobs),
    composeRetry: opts.mailComposeRetry,
  });
  await app.register(recaptchaPlugin, { recaptcha: config.recaptcha, production: config.env === 'production' });
  await app.register(rateLimitPlugin, {
    limits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
    redis: config.redisUrl === undefined ? undefined : { url: config.redisUrl, keyPrefix: redisKeyPrefix },
  });
  await app.register(embedCachePlugin, { now, ttlMs: opts.embed?.cacheTtlMs });
  await app.register(billingPlugin, { config, billingProvider: opts.billingProvider });
  const billingHooks = billingHooksOf(app.billing);
  const onAccountDeleted = [billingHooks.endSubscriptions, ...(opts.onAccountDeleted ?? [])];
  await app.register(manualOrdersPlugin, {
    embedCache: app.embedCache,
    endSubscription: billingHooks.endSubscription,
    now,
  });
  await app.register(installationsPlugin, {
    now,
    throttleMs: opts.embed?.installationThrottleMs,
    installations: opts.embed?.installations,
  });

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(usersRoutes, { appUrl: config.appUrl, onAccountDeleted });
  await app.register(passwordResetRoutes, { appUrl: config.appUrl });
  await app.register(emailVerificationRoutes, { appUrl: config.appUrl });
  await app.register(widgetsRoutes, {
    now,
    widgetsPerUserMax: config.widgetsPerUserMax,
    billing: billingHooks,
  });
  await app.register(billingRoutes);
  // Admin: products, uploads and tools
  await app.register(adminProductsRoutes, { syncPrice: billingHooks.syncPrice });
  await app.register(uploadsRoutes, { dataDir: config.dataDir });
  await app.register(adminToolsRoutes);
  // Admin: users and impersonation. GET /devadmin lists the dev outbox when there is one.
  await app.register(adminUsersRoutes, { appUrl: config.appUrl, onAccountDeleted, hasOutbox: hasOutbox(config) });
  await app.register(webhookRoutes);
  // Admin: orders, payments and figures
  await app.register(adminOrdersRoutes, { now });
  // Sources (issue 26): the data widgets' sources and the owners' mails about them, on app.sources
  // and app.sourceAlerts; their routes take them from there.
  await app.register(sourcesPlugin, {
    readers: opts.sources,
    proxyUrl: config.sourcesProxyUrl,
    apiKeys: config.reviewApiKeys,
    defaultMapsKey: config.googleMapsApiKey,
    appUrl: config.appUrl,
    now,
  });
  await app.register(previewRoutes, { loadModule: loadWidgetModule, sourceData: app.sources.widgetData });
  await app.register(widgetSourceRoutes);
  await app.register(adminSourcesRepositoryPlugin);
  await app.register(adminSourcesRoutes);
  await app.register(visitorsPlugin, {
    redisUrl: config.redisUrl,
    keyPrefix: redisKeyPrefix,
    now,
    dataDir: config.dataDir,
    visitors: opts.embed?.visitors,
  });
  await app.register(embedServicePlugin, { sourceData: app.sources.widgetData, now });
  await app.register(embedRoutes, { now, viewFlushMs: opts.embed?.viewFlushMs });
  // Insights (issue 30): the runtimes' events, batched and flushed as the views are; registered
  // after the embed routes so its last flush runs before they close the visitor counter.
  await app.register(eventsIngestRoutes, { now, flushMs: opts.embed?.viewFlushMs });
  await app.register(insightsRoutes, { now });
  await app.register(adminInsightsRoutes, { now });
  // Seeding a source's cache by hand, for machines without internet: never in production.
  if (config.env !== 'production') await app.register(devSourcesRoutes);
  if (hasOutbox(config)) await app.register(outboxRoutes);
  return app;
}

/**
 * A developer's window on captured mail (GET /dev/outbox); it shows live reset links, so never in
 * production, and only while mail is captured rather than sent (with SMTP_URL the outbox table stays empty).
 */
function hasOutbox(config: Config): boolean {
  return config.env !== 'production' && config.smtpUrl === undefined;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
