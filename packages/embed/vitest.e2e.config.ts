import { defineE2eConfig } from '@widgetry/tooling/vitest/e2e';

/**
 * Browser tests: a customer page, the built front-end host and a stub API on local ports, driven
 * in headless Chromium. Needs the host built (`pnpm turbo run build --filter @widgetry/host`).
 */
export default defineE2eConfig();
