import { defineConfig } from 'vitest/config';

/**
 * Browser tests: a customer page, the built front-end host and a stub API on local ports, driven
 * in headless Chromium. Needs the host built (`pnpm turbo run build --filter @widgetry/host`).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
