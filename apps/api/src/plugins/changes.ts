import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeListener, createChangeListener } from '../db/change-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hears the database's change announcements for this process's caches. */
    changes: ChangeListener;
  }
}

/**
 * Hears the changes (other processes', triggers') that make this process's caches stale: users,
 * embed answers, account reads. Started once every cache has subscribed (onReady).
 */
export const changesPlugin = fp(
  async (app: FastifyInstance) => {
    const changes = createChangeListener(app.database, app.log);
    app.decorate('changes', changes);
    app.addHook('onReady', () => changes.start());
    app.addHook('onClose', () => changes.close());
  },
  { name: 'changes', dependencies: ['db'] },
);
