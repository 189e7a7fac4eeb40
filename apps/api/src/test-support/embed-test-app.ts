import { createEmbedRepository } from '../modules/embed/embed.repository';
import {
  createInstallationRecorder,
  DEFAULT_INSTALLATION_THROTTLE_MS,
  type InstallationRecorder,
  type SiteLimits,
} from '../modules/embed/installation-recorder';
import type { DatabaseTarget } from './database-targets';
import { createTestApp, type TestContext, testConfig } from './test-app';

/** Counted visitors are written this often in tests (DEFAULT_VISITOR_FLUSH_MS, 5 s, in the product). */
export const TEST_VIEW_FLUSH_MS = 100;

/**
 * The API with the embed path on the test's own clock (cache, throttle and subscription checks),
 * and the installation recorder, so a test can settle its writes.
 */
export async function createEmbedTestApp(
  target: DatabaseTarget,
  now: () => Date,
  limits?: SiteLimits,
  /** How often counted visitors are written; default TEST_VIEW_FLUSH_MS. */
  viewFlushMs = TEST_VIEW_FLUSH_MS,
): Promise<{ ctx: TestContext; installations: InstallationRecorder }> {
  let installations: InstallationRecorder | undefined;
  const ctx = await createTestApp(target, testConfig(), (database) => {
    installations = createInstallationRecorder({
      store: createEmbedRepository(database.writes),
      throttleMs: DEFAULT_INSTALLATION_THROTTLE_MS,
      now,
      ...(limits ? { limits } : {}),
    });
    return { embed: { now, installations, viewFlushMs } };
  });
  if (!installations) throw new Error('the test app did not build its installation recorder');
  return { ctx, installations };
}
