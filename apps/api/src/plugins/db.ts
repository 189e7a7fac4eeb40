import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createDatabase, type Database, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pool requests read and write with; module repositories are built on it. */
    db: Db;
    /** The whole handle: its write pool (background batches), its kind, its change announcements. */
    database: Database;
  }
}

export interface DbPluginOptions {
  config: Pick<Config, 'databaseUrl' | 'dataDir'>;
  /** A migrated database owned by the caller (server.ts, tests); without one the app opens and migrates its own. */
  database?: Database;
}

/** Every repository plugin depends on this one (`dependencies: ['db']`). */
export const dbPlugin = fp(
  async (app: FastifyInstance, { config, database: given }: DbPluginOptions) => {
    const database = given ?? createDatabase(config);
    if (given === undefined) {
      await database.migrate();
      // Only a database the app opened is the app's to close; one passed in belongs to the caller.
      app.addHook('onClose', () => database.close());
    }
    app.decorate('db', database.db);
    app.decorate('database', database);
  },
  { name: 'db' },
);
