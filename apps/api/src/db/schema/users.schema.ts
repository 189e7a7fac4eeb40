import { USER_ROLES } from '@widgetry/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayName: text('display_name').notNull(),
    /** Stored lowercased (the check enforces it), so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    userRole: text('user_role', { enum: USER_ROLES }).notNull().default('customer'),
    /** Bumped on password change/reset, role change and deletion; tokens carrying an older one stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** How many widgets this user may hold, set by an admin; null: the configured default (WIDGETS_PER_USER_MAX). */
    widgetLimit: integer('widget_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_user_role_valid', oneOf(t.userRole, USER_ROLES)),
    check('users_widget_limit_valid', sql`${t.widgetLimit} IS NULL OR ${t.widgetLimit} >= 0`),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Verification and reset tokens: only a hash is stored, each is single use and expires. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** change_email only: the address the account moves to once the link is opened. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_tokens_user_id_idx').on(t.userId),
    check('email_tokens_purpose_valid', oneOf(t.purpose, EMAIL_TOKEN_PURPOSES)),
  ],
);
export type EmailTokenRow = typeof emailTokens.$inferSelect;
