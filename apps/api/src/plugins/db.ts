import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  database: Database;
  /** True when the app created the database itself; a database passed in belongs to the caller. */
  owned: boolean;
}

export const dbPlugin = fp(
  async (app: FastifyInstance, { database, owned }: DbPluginOptions) => {
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
