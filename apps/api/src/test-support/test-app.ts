import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, type BuildAppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { SourceFetchError, type SourceFetcher } from '../modules/sources/fetcher/source-fetcher';
import type { AttemptLimits, RateLimitSettings } from '../plugins/rate-limit';
import type { DatabaseTarget, TestDatabase } from './database-targets';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_APP_URL = 'http://app.widgetry.test';

/** A temporary DATA_DIR; remove() deletes it. */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'widgetry-api-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Production as a test can run it: production needs Stripe keys (config refuses the built-in test
 * provider there); these are never used, since nothing here reaches Stripe.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_test_unused_in_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused_in_tests',
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, APP_URL: TEST_APP_URL, ...env });
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

const ROOMY: AttemptLimits = {
  perClient: { max: 1000, timeWindowMs: 60_000 },
  perAccount: { max: 1000, timeWindowMs: 60_000 },
};

/**
 * Every test file signs up and signs in many accounts from one address; only the rate-limit tests
 * (which pass their own small limits) are about the limits.
 */
export const ROOMY_RATE_LIMITS: RateLimitSettings = {
  login: { perClient: ROOMY.perClient, perAccountAndClient: ROOMY.perAccount, challengeAfter: ROOMY.perAccount },
  signUp: ROOMY,
  forgotPassword: ROOMY,
  verifyEmailRequest: ROOMY,
  preview: ROOMY,
  events: ROOMY,
  currentPassword: ROOMY,
  resetToken: ROOMY,
  verifyLink: ROOMY,
};

export type TestAppOptions = Omit<BuildAppOptions, 'config' | 'db'>;

const offline = async (): Promise<never> => {
  throw new SourceFetchError('unreachable', 'tests make no requests to third-party sites');
};
/** The sources' fetcher in tests that do not script one. */
export const OFFLINE_FETCHER: SourceFetcher = { get: offline, post: offline };

/**
 * The app on a fresh database of the target; close() shuts both. Options that need the database
 * (a repository to wrap) are given as a function of it.
 */
export async function createTestApp(
  target: DatabaseTarget,
  config: Config = testConfig(),
  options: TestAppOptions | ((database: TestDatabase) => TestAppOptions) = {},
): Promise<TestContext> {
  const database = await target.create();
  const resolved = typeof options === 'function' ? options(database) : options;
  const app = await buildApp({
    config,
    db: database,
    rateLimits: ROOMY_RATE_LIMITS,
    // Tests never reach a real site: a source read fails as unreachable unless a test scripts it.
    sources: { fetcher: OFFLINE_FETCHER },
    ...resolved,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
