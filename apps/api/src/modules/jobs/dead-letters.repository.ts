import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobDeadLetters } from '../../db/schema';
import type { DeadLetterStore } from './in-process-queue';

/** The in-process queue's dead-letter record in the database, so it outlives a restart. */
export function createDeadLettersRepository(db: Db): DeadLetterStore {
  return {
    async add(letter) {
      await db
        .insert(jobDeadLetters)
        .values({ id: letter.id, name: letter.name, data: letter.data, error: letter.error, failedAt: letter.failedAt })
        .onConflictDoNothing();
    },
    async list(name) {
      const rows = await db
        .select()
        .from(jobDeadLetters)
        .where(eq(jobDeadLetters.name, name))
        .orderBy(asc(jobDeadLetters.failedAt), asc(jobDeadLetters.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        error: row.error,
        failedAt: row.failedAt,
      }));
    },
  };
}
