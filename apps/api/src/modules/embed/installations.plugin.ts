import fp from 'fastify-plugin';
import {
  createInstallationRecorder,
  DEFAULT_INSTALLATION_THROTTLE_MS,
  type InstallationRecorder,
} from './installation-recorder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records the sites a widget is shown on (batched; closed by the embed routes). */
    installations: InstallationRecorder;
  }
}

export interface InstallationsPluginOptions {
  now: () => Date;
  /** At most one installation write per widget and domain in this time; default 5 minutes. */
  throttleMs?: number;
  /** Replaces the recorder (tests: a failing store, or one they can settle). */
  installations?: InstallationRecorder;
}

export const installationsPlugin = fp<InstallationsPluginOptions>(
  async (app, { now, throttleMs = DEFAULT_INSTALLATION_THROTTLE_MS, installations }) => {
    // The batch's flushes write through the write pool, never the connections requests read with.
    const recorder = installations ?? createInstallationRecorder({ store: app.embedWritesRepository, throttleMs, now });
    if (!installations) await recorder.remember(app.log);
    app.decorate('installations', recorder);
  },
  { name: 'installations', dependencies: ['embed-writes-repository'] },
);
