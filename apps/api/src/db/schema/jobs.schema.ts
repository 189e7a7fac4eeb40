import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Background jobs that failed every try, on the embedded PGlite (modules/jobs/in-process-queue.ts);
 * on Postgres pg-boss keeps them in its own schema. Kept to be looked at and sent again by hand.
 */
export const jobDeadLetters = pgTable(
  'job_dead_letters',
  {
    /** The job's id. */
    id: uuid('id').primaryKey(),
    /** The job type (queue name), e.g. `mail.send`. */
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    /** The last try's error message. */
    error: text('error').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_dead_letters_name_failed_at_idx').on(t.name, t.failedAt)],
);
export type JobDeadLetterRow = typeof jobDeadLetters.$inferSelect;
