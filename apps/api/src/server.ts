import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { createDatabase } from './db/client';
import { seed } from './db/seed';
import { startInsightsRetention } from './modules/insights';
import { startSourceAlerts } from './modules/sources/alerts/source-alerts.jobs';

// Thin on purpose: configuration, database, then the app from buildApp. Start-up problems are
// printed as one readable line; a stack trace would only hide the variable to fix.

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = createDatabase(config);
  await database.migrate();

  const seeded = await seed(database.db, config);
  for (const warning of seeded.warnings) console.warn(`Warning: ${warning}`);
  if (seeded.admin?.demo) {
    console.log(
      `Demo admin created: email ${seeded.admin.email} password ${seeded.admin.password ?? ''}\n` +
        '  (shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose the first admin yourself)',
    );
  } else if (seeded.admin) {
    console.log(`Admin created: ${seeded.admin.email}`);
  }

  // The log (a line per request in production) is written asynchronously: written synchronously, a
  // log reader that falls behind (a full pipe) stalls every request on its write; the benchmarks
  // measured the p99 of a cached read halving without it. What is buffered is written out when the
  // process exits, however it exits.
  const logDestination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      logDestination.flushSync();
    } catch {
      // Nothing written yet (the destination was still opening): nothing to lose.
    }
  });
  const app = await buildApp({ config, db: database, logger: { level: 'info', stream: logDestination } });
  let closing = false;
  // Once shutdown starts, every answer closes its connection, so a client's next request opens a
  // new one, which a process still running accepts (Fastify itself answers 503 to a request that
  // reaches this one on an open connection meanwhile).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  // SIGTERM (an orchestrator replacing this process) or Ctrl-C: stop accepting connections, let the
  // requests in flight finish, then close the database. A request stuck on a slow database or
  // mail server must not keep the process past SHUTDOWN_TIMEOUT_SECONDS. Installed before listening:
  // a process that already answers /health must shut down cleanly when signalled at once (the
  // two-process proof signalled one that early, and it died instead).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still in flight after ${config.shutdownTimeoutSeconds} s; exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    try {
      // The job workers take no new job and finish the ones running.
      await Promise.all([app.close(), app.jobs.stop()]);
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.apiPort });
  if (app.billing.provider.kind === 'stripe') {
    // Each paid type's Stripe product and price, so the catalogue carries price ids; a checkout
    // also syncs its own type, so a Stripe outage at start only delays this.
    app.billing.checkout
      .syncAllPrices()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Stripe price sync failed'));
  }
  // Review and listing sources are refreshed by scheduled jobs, so no visitor's page waits on a
  // third-party site; the queue also runs webhook events and mail (modules/jobs).
  await app.sources.startRefresh(app.jobs);
  // Owners hear by mail of a source failing for a day, and of its recovery (sources/alerts).
  await startSourceAlerts(app.jobs, app.sourceAlerts);
  // Insights rollups older than 13 months are dropped (issue 30).
  await startInsightsRetention(app.jobs, app.insightsWritesRepository, () => new Date());
  // Signalled while starting: the shutdown has stopped the workers, so none is started again.
  if (closing) return;
  await app.jobs.start();
  console.log(`API listening on ${config.apiUrl}`);
  if (config.databaseUrl === undefined) console.log(`Embedded database in ${path.join(config.dataDir, 'pglite')}`);
}

main().catch((error: unknown) => {
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
