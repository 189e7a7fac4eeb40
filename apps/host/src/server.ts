// Starts the front-end host: `node apps/host/dist/server.js` (see DESIGN "Hosts and configuration").
import { ConfigError, loadConfig } from './config';
import { buildHost } from './host';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildHost({
    dashboardDir: config.dashboardDir,
    widgetsDir: config.widgetsDir,
    config: config.publicConfig,
    appUrl: config.appUrl,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error('Front end did not close cleanly', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  console.log(`Front end listening on ${config.appUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
