import { defineConfig } from 'vitest/config';

/**
 * Browser tests (`e2e/**\/*.e2e.ts`): real servers on loopback ports driven in headless Chromium,
 * one file at a time so they do not fight over the two cores.
 */
export function defineE2eConfig() {
  return defineConfig({
    test: {
      include: ['e2e/**/*.e2e.ts'],
      environment: 'node',
      fileParallelism: false,
      // Ceilings for a real hang: each test waits for what it needs (a URL answering, a text on
      // the page), and a browser on a busy 2-core machine can be several times slower than idle.
      testTimeout: 240_000,
      hookTimeout: 240_000,
      restoreMocks: true,
    },
  });
}
