import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The one vitest configuration every package extends: unit tests (`*.test.ts[x]`) and API +
 * database tests (`*.int.test.ts`) run together; browser tests live in e2e/ and run separately.
 */
export function defineVitestConfig(overrides: ViteUserConfig = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
        restoreMocks: true,
        // Ceilings for a real hang, not expected durations: tests wait for conditions, and a busy
        // 2-core machine may be several times slower than an idle one.
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    }),
    overrides,
  );
}
