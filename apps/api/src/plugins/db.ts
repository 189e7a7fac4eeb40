import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pool requests read and write with; module repositories are built on it. */
    db: Db;
    /** The whole handle: its write pool (background batches), its kind, its change announcements. */
    database: Database;
  }
}

export interface DbPluginOptions {
  database: Database;
  /** True when the app created the database itself; a database passed in belongs to the caller. */
  owned: boolean;
}

/** Every repository plugin depends on this one (`dependencies: ['db']`). */
export const dbPlugin = fp(
  async (app: FastifyInstance, { database, owned }: DbPluginOptions) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
