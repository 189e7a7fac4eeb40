import { loadWidgetModule } from '@widgetry/widget-registry';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config';
import { type ChangeListener, createChangeListener } from './db/change-listener';
import { createDatabase, type Database } from './db/client';
import { AccessLogController } from './lib/access-log';
import { adminOrdersRepositoryPlugin, adminOrdersRoutes, manualOrdersPlugin } from './modules/admin-orders';
import { adminSourcesRepositoryPlugin, adminSourcesRoutes } from './modules/admin-sources';
import { adminToolsRoutes } from './modules/admin-tools/admin-tools.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { auditRepositoryPlugin } from './modules/audit';
import { type Billing, createBilling } from './modules/billing/billing';
import { billingRoutes } from './modules/billing/billing.routes';
import {
  type ConfiguredProvider,
  createConfiguredProvider,
  type DeliverEvent,
} from './modules/billing/configured-provider';
import { throughProvider } from './modules/billing/provider-errors';
import { testBillingRoutes } from './modules/billing/test-provider/test-billing.routes';
import { webhookRoutes } from './modules/billing/webhook.routes';
import { webhookEventsProcessed, workWebhookEvents } from './modules/billing/webhook-events.jobs';
import { adminProductsRoutes } from './modules/catalog/admin-products.routes';
import { emailVerificationRoutes } from './modules/email-verification/email-verification.routes';
import { shareInvalidations } from './modules/embed/cache-invalidation';
import { createEmbedCache } from './modules/embed/embed.cache';
import { createEmbedRepository } from './modules/embed/embed.repository';
import { embedRoutes } from './modules/embed/embed.routes';
import {
  createInstallationRecorder,
  DEFAULT_INSTALLATION_THROTTLE_MS,
  type InstallationRecorder,
} from './modules/embed/installation-recorder';
import { eventsIngestRoutes } from './modules/insights/events-ingest.routes';
import { adminInsightsRoutes, insightsRoutes } from './modules/insights/insights.routes';
import { createJobQueue } from './modules/jobs/job-queue';
import type { JobQueue } from './modules/jobs/jobs';
import { createMailQueue } from './modules/mail/mail-queue';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { previewRoutes } from './modules/preview/preview.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { devSourcesRoutes, type SourceReadersOption, sourcesPlugin, widgetSourceRoutes } from './modules/sources';
import { systemRoutes } from './modules/system/system.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { type AccountReadsCache, createAccountReadsCache } from './modules/users/account-reads.cache';
import { createUserCache, type UserCache } from './modules/users/user-cache';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import type { AccountDeletedHook } from './modules/users/users.service';
import { openVisitorCounter, type VisitorCounter } from './modules/visitors/visitor-counter';
import { widgetsRepositoryPlugin, widgetsRoutes } from './modules/widgets';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { type ComposeRetry, mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, rateLimitPlugin } from './plugins/rate-limit';
import { recaptchaPlugin } from './plugins/recaptcha';
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

/** A method and path pattern the app answers (HEAD routes Fastify adds for GETs are left out). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in registration order. */
    registeredRoutes: readonly RegisteredRoute[];
    /** The billing module's services (server start syncs prices with them; tests drive them). */
    billing: Billing;
    /** Background jobs (webhook events, mail, source refreshes); server start and stop drive it, tests drain it. */
    jobs: JobQueue;
    /** The users this process has read; repositories that change an account tell it (forget). */
    userCache: UserCache;
    /** Each signed-in user's widget and subscription lists, as this process last answered them. */
    accountReads: AccountReadsCache;
    /** Hears the database's change announcements for this process's caches. */
    changes: ChangeListener;
  }
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
/** As long as browsers may cache the answer (EMBED_CACHE_CONTROL max-age). */
const EMBED_CACHE_TTL_MS = 60 * 1000;
const EMBED_CACHE_MAX_ENTRIES = 10_000;

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
  // Every route as Fastify registers it, so the authorization matrix test covers each one.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });
  app.decorate('registeredRoutes', registeredRoutes);

  let database = opts.db;
  if (database === undefined) {
    database = createDatabase(config);
    await database.migrate();
  }

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // Before any route: the OpenAPI document collects routes as they are added (GET /docs, /docs/json).
  // Off in production unless API_DOCS=on (config.apiDocs): then those paths are plain 404s.
  if (config.apiDocs) await app.register(openapiPlugin, { apiUrl: config.apiUrl });
  await app.register(dbPlugin, { database, owned: opts.db === undefined });
  await app.register(auditRepositoryPlugin);
  await app.register(widgetsRepositoryPlugin);
  await app.register(adminOrdersRepositoryPlugin);
  const jobs = opts.jobs ?? createJobQueue(config, database, app.log);
  app.decorate('jobs', jobs);
  // Jobs run once the app is ready (the first request or listen); registered here, after the
  // database's close hook and before the mailer's, so the queue stops (its running jobs finished)
  // after the mailer has queued its last mail and before the database closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  await app.register(corsPlugin, { appUrl: config.appUrl });
  // Hears the changes (other processes', triggers') that make this process's caches stale: users,
  // embed answers, account reads. Started once every cache has subscribed (onReady).
  const changes = createChangeListener(database, app.log);
  app.decorate('changes', changes);
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.close());
  const users = createUsersRepository(database.db, { forget: (id) => userCache.forget(id) });
  const userCache = createUserCache({ load: users.findById, listener: changes });
  app.decorate('userCache', userCache);
  const accountReads = createAccountReadsCache({ listener: changes });
  app.decorate('accountReads', accountReads);
  // This process's own writes are read back at once, without waiting for their announcement: a
  // request that may have written (not GET, HEAD or OPTIONS) forgets, once handled, the lists its
  // caller can change: a signed-in user's own (as themselves or impersonated), everyone's for an
  // admin (products, other users' widgets and payments) and for the test provider's hosted pages
  // (they pay any account's checkout, its webhook processed before they answer). Anything else
  // (sign-ins, previews, a job's or another process's writes) reaches the lists through the
  // triggers' announcements.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const caller = request.currentUser;
    const asAdmin = caller?.userRole === 'admin' && request.impersonatedBy === null;
    if (asAdmin || request.routeOptions.url?.startsWith('/test-billing/')) accountReads.clear();
    else if (caller) accountReads.forget(caller.id);
  });
  // Plugins get what they need from modules here, so no plugin imports a module.
  await app.register(authPlugin, { config, users: userCache });
  await app.register(mailerPlugin, {
    config,
    outbox: createOutboxRepository(database.db),
    queue: createMailQueue(jobs),
    composeRetry: opts.mailComposeRetry,
  });
  await app.register(recaptchaPlugin, { recaptcha: config.recaptcha, production: config.env === 'production' });
  await app.register(rateLimitPlugin, {
    limits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
    redis:
      config.redisUrl === undefined
        ? undefined
        : { url: config.redisUrl, keyPrefix: opts.redisKeyPrefix ?? 'widgetry:' },
  });

  // A developer's window on captured mail (GET /dev/outbox); it shows live reset links, so never in
  // production, and only while mail is captured rather than sent (with SMTP_URL the outbox table stays empty).
  const hasOutbox = config.env !== 'production' && config.smtpUrl === undefined;
  const now = opts.embed?.now ?? (() => new Date());
  // Shared: the widgets routes and billing invalidate what the embed route serves from memory; on
  // Postgres their invalidations reach every API process's cache too (LISTEN/NOTIFY).
  const embedCache = shareInvalidations(
    createEmbedCache({ ttlMs: opts.embed?.cacheTtlMs ?? EMBED_CACHE_TTL_MS, maxEntries: EMBED_CACHE_MAX_ENTRIES, now }),
    { listener: changes, log: app.log },
  );

  // The provider's events reach the same route Stripe's do, through the whole request path.
  const deliver: DeliverEvent = async (payload, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    // The route answers before the event is processed; the built-in provider's delivery waits for it.
    await webhookEventsProcessed(jobs);
    return { statusCode: response.statusCode };
  };
  const configured = opts.billingProvider?.(deliver) ?? createConfiguredProvider(config, database.db, deliver);
  const billing = createBilling({
    db: database.db,
    provider: configured.provider,
    embedCache,
    userCache,
    mailer: app.mailer,
    appUrl: config.appUrl,
    log: app.log,
  });
  app.decorate('billing', billing);
  const endSubscriptions: AccountDeletedHook = async (user) => {
    for (const widget of await billing.repo.listLiveSubscriptions(user.id)) {
      await throughProvider(() => billing.subscriptions.endNow(widget));
    }
  };

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(usersRoutes, {
    appUrl: config.appUrl,
    onAccountDeleted: [endSubscriptions, ...(opts.onAccountDeleted ?? [])],
  });
  await app.register(passwordResetRoutes, { appUrl: config.appUrl });
  await app.register(emailVerificationRoutes, { appUrl: config.appUrl });

  const installations =
    opts.embed?.installations ??
    createInstallationRecorder({
      // The batch's flushes write through the write pool, never the connections requests read with.
      store: createEmbedRepository(database.writes),
      throttleMs: opts.embed?.installationThrottleMs ?? DEFAULT_INSTALLATION_THROTTLE_MS,
      now,
    });
  await app.register(manualOrdersPlugin, {
    embedCache,
    endSubscription: (widget) => throughProvider(() => billing.subscriptions.endNow(widget)),
    now,
  });
  await app.register(widgetsRoutes, {
    embedCache,
    now,
    widgetsPerUserMax: config.widgetsPerUserMax,
    billing: {
      settleCheckout: (userId, widgetId) => throughProvider(() => billing.checkout.settle(userId, widgetId)),
      endSubscription: (widget) => throughProvider(() => billing.subscriptions.endNow(widget)),
    },
  });
  await app.register(billingRoutes, { billing });
  // Admin: products, uploads and tools
  await app.register(adminProductsRoutes, {
    syncPrice: (type) => throughProvider(() => billing.checkout.syncPrice(type)),
  });
  await app.register(uploadsRoutes, { dataDir: config.dataDir });
  await app.register(adminToolsRoutes, { billing });
  // Admin: users and impersonation
  const onAccountDeleted = [endSubscriptions, ...(opts.onAccountDeleted ?? [])];
  await app.register(adminUsersRoutes, { appUrl: config.appUrl, onAccountDeleted, hasOutbox });
  await app.register(webhookRoutes, { billing, jobs });
  await workWebhookEvents(jobs, billing);
  // Admin: orders, payments and figures
  await app.register(adminOrdersRoutes, { now });
  // The test provider's checkout, invoice and card pages and its clock: never in production.
  if (configured.kind === 'test' && config.env !== 'production') {
    await app.register(testBillingRoutes, { provider: configured.provider, appUrl: config.appUrl });
    // Local and instant: the catalogue carries price ids before the first page asks for them. A
    // database that is down at start is the health check's to report, not a reason not to start.
    app.addHook('onReady', async () => {
      await billing.checkout
        .syncAllPrices()
        .catch((error: unknown) => app.log.warn({ err: error }, 'price sync failed'));
    });
  }
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
  // One counter, one daily salt: the views' visitors and the events' visitors (issue 30).
  const visitors =
    opts.embed?.visitors ??
    (await openVisitorCounter({
      redisUrl: config.redisUrl,
      keyPrefix: opts.redisKeyPrefix ?? 'widgetry:',
      now,
      log: app.log,
    }));
  await app.register(embedRoutes, {
    cache: embedCache,
    installations,
    sourceData: app.sources.widgetData,
    now,
    visitors,
    viewFlushMs: opts.embed?.viewFlushMs,
    writes: database.writes,
  });
  // Insights (issue 30): the runtimes' events, batched and flushed as the views are; registered
  // after the embed routes so its last flush runs before they close the visitor counter.
  await app.register(eventsIngestRoutes, {
    cache: embedCache,
    sourceData: app.sources.widgetData,
    now,
    visitors,
    flushMs: opts.embed?.viewFlushMs,
    writes: database.writes,
  });
  await app.register(insightsRoutes, { now });
  await app.register(adminInsightsRoutes, { now });
  // Seeding a source's cache by hand, for machines without internet: never in production.
  if (config.env !== 'production') await app.register(devSourcesRoutes);
  if (hasOutbox) await app.register(outboxRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
