import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';
import type { UserCache } from './user-cache';

/**
 * `cache`: the process's user cache (app.userCache), told of every change this repository makes,
 * so the next signed-in request reads the change at once.
 */
export function createUsersRepository(db: Db, cache: Pick<UserCache, 'forget'>) {
  // Every signed-in request reads its user (auth re-checks the account and role): prepared once, so
  // Postgres plans it once per connection and drizzle does not build the query again each time.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_find_by_id');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async hasAdmin(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.userRole, 'admin')).limit(1);
      return rows.length > 0;
    },

    /** Inserts unless the email is taken; undefined then, so concurrent starts cannot both create. */
    async createIfEmailFree(user: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    /** Name and email (and emailVerified when given); throws a unique violation for a taken email. */
    async rename(id: string, displayName: string): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ displayName }).where(eq(users.id, id)).returning();
      cache.forget(id);
      return row;
    },

    /**
     * Moves the account to an address its owner proved they read (the change link was opened
     * there), so it is verified at once. A unique violation means another account took it since.
     */
    async moveEmail(id: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ email: email.toLowerCase(), emailVerified: true })
        .where(eq(users.id, id))
        .returning();
      cache.forget(id);
      return row;
    },

    /** A new password ends every session: the token version moves on in the same statement. */
    async setPassword(id: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id))
        .returning();
      cache.forget(id);
      return row;
    },

    /** Ends every session of the account: tokens carrying the old version stop working. */
    async bumpTokenVersion(id: string): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
      cache.forget(id);
    },

    async markEmailVerified(id: string): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ emailVerified: true }).where(eq(users.id, id)).returning();
      cache.forget(id);
      return row;
    },

    /** Widgets, sites and mail tokens go with the row (ON DELETE CASCADE). */
    async deleteById(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      cache.forget(id);
      return rows.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
