import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Sign-in codes mailed to the owner of an account guessed from many addresses while no reCAPTCHA is
 * configured (issue 25 §3): only a salted hash is kept; each is single use, expires, and counts
 * its guesses.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the salt and the six digits. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** Guesses spent on this code, the right one included. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_codes_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
export type SignInCodeRow = typeof signInCodes.$inferSelect;
