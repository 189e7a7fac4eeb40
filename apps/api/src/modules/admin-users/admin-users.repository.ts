import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentRow, payments, type UserRow, users, widgets } from '../../db/schema';
import type { UserCache } from '../users';
import { selectWidgetsWithType, type WidgetWithTypeRow } from '../widgets';

export interface UserPageQuery {
  offset: number;
  limit: number;
  /** Matched case-insensitively anywhere in the name or email; '' matches everyone. */
  search: string;
  role: 'all' | 'admin' | 'customer';
}

/** What the admin form changes; a new password hash or role moves the token version on. */
export interface AdminUserChanges {
  displayName: string;
  email: string;
  userRole: UserRow['userRole'];
  emailVerified: boolean;
  /** null: the configured default (WIDGETS_PER_USER_MAX). */
  widgetLimit: number | null;
  passwordHash?: string;
  endSessions: boolean;
}

/** `%` and `_` in a search are the characters themselves, not wildcards. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `cache`: the process's user cache (app.userCache), told of each account this repository changes. */
export function createAdminUsersRepository(db: Db, cache: Pick<UserCache, 'forget'>) {
  return {
    /** One page of users, newest first, and how many match in all: both counted in SQL. */
    async pageUsers(query: UserPageQuery): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.search !== '') {
        const pattern = containsPattern(query.search);
        const matches = or(ilike(users.displayName, pattern), ilike(users.email, pattern));
        if (matches) conditions.push(matches);
      }
      if (query.role !== 'all') conditions.push(eq(users.userRole, query.role));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .offset(query.offset)
        .limit(query.limit);
      const [counted] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The newest users, at most `limit`. */
    async listNewest(limit: number): Promise<UserRow[]> {
      return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
    },

    /** The users' widgets with their types, newest first. */
    async listWidgetsOf(userIds: readonly string[]): Promise<WidgetWithTypeRow[]> {
      if (userIds.length === 0) return [];
      return selectWidgetsWithType(db)
        .where(inArray(widgets.userId, [...userIds]))
        .orderBy(desc(widgets.createdAt), desc(widgets.id));
    },

    /** The payments of the given widgets, newest first. */
    async listPaymentsOfWidgets(widgetIds: readonly string[]): Promise<PaymentRow[]> {
      if (widgetIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.widgetId, [...widgetIds]))
        .orderBy(desc(payments.created), desc(payments.id));
    },

    /** Every payment of the user, also those of widgets since deleted, newest first. */
    async listPaymentsOfUser(userId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.created), desc(payments.id));
    },

    /** Throws a unique violation for a taken email. */
    async updateUser(id: string, changes: AdminUserChanges): Promise<UserRow | undefined> {
      const { endSessions, passwordHash, ...fields } = changes;
      const [row] = await db
        .update(users)
        .set({
          ...fields,
          email: fields.email.toLowerCase(),
          ...(passwordHash === undefined ? {} : { passwordHash }),
          ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      cache.forget(id);
      return row;
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
