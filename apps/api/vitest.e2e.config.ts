import { defineE2eConfig } from '@widgetry/tooling/vitest/e2e';

/**
 * Browser tests: the real API on a loopback port with its own migrated database, the built
 * front-end host and a customer page in headless Chromium. Needs the host built
 * (`pnpm turbo run build --filter @widgetry/host`; turbo's test:e2e does it first).
 */
export default defineE2eConfig();
