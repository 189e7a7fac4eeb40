import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the whole product (API + front-end host, built) is started once by the global
 * setup and driven in headless Chromium. One file at a time; they share that one product.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    fileParallelism: false,
    // Ceilings for a real hang; the tests wait for conditions (see tooling/vitest/e2e.ts).
    testTimeout: 240_000,
    hookTimeout: 400_000,
    restoreMocks: true,
  },
});
