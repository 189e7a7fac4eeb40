import type { User } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';

/** The user as the API sends it: never the password hash, token version or billing ids. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.emailVerified,
    userRole: row.userRole,
    createdAt: row.createdAt.toISOString(),
  };
}
