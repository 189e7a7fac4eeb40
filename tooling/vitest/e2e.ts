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
      testTimeout: 60_000,
      hookTimeout: 120_000,
      restoreMocks: true,
    },
  });
}
