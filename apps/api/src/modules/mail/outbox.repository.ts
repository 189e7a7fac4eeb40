import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OutboxRow, outbox } from '../../db/schema';
import type { Mail } from '../../lib/mail.types';

export function createOutboxRepository(db: Db) {
  return {
    async insert(mail: Mail): Promise<void> {
      await db.insert(outbox).values(mail);
    },

    async listRecent(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
