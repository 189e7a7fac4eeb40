import path from 'node:path';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { createDatabase } from './db/client';
import { seed } from './db/seed';

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

  const app = await buildApp({ config, db: database, logger: { level: 'info' } });
  await app.listen({ host: config.host, port: config.apiPort });
  if (app.billing.provider.kind === 'stripe') {
    // Each paid type's Stripe product and price, so the catalogue carries price ids; a checkout
    // also syncs its own type, so a Stripe outage at start only delays this.
    app.billing.checkout
      .syncAllPrices()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Stripe price sync failed'));
  }
  // Review sources are read in the background, so no visitor's page waits on a third-party site.
  const refresh = app.sources.startRefresh((error) => app.log.warn({ err: error }, 'source refresh failed'));
  console.log(`API listening on ${config.apiUrl}`);
  if (config.databaseUrl === undefined) console.log(`Embedded database in ${path.join(config.dataDir, 'pglite')}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await refresh.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
