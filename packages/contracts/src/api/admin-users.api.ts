import { z } from 'zod';
import { userSchema } from '../entities/user.schema';
import type {
  adminDetailsResponseSchema,
  adminUserDetailResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  collectionsResponseSchema,
} from './admin.api';

// The admin console's user management and "switch user" (spec 003 §2 Users, §4, §7; spec 000 §4).

/** Admin answers the spec leaves unworded. */
export const ADMIN_USER_MESSAGES = {
  cannotDeleteSelf: 'You cannot delete your own account from the admin console.',
  cannotDemoteSelf: 'You cannot remove your own admin role.',
  cannotImpersonateAdmin: 'You cannot switch to another admin.',
  /** An impersonation token on an admin route or on the account's password, email or deletion. */
  impersonationForbidden: 'Switch back to your admin account to do that.',
  /** An admin's Send Verification Mail for an address that names no customer. */
  noSuchCustomer: 'No customer account uses this email.',
} as const;

/** What GET /devadmin lists: the collections the Tools and collection calls know. */
export const ADMIN_COLLECTIONS = ['users', 'widgets', 'payments', 'orders', 'availableWidgets'] as const;

/**
 * Listed by GET /devadmin as well only while the API keeps a dev outbox (GET /dev/outbox: no
 * SMTP_URL, not production), so the console knows whether to offer it without asking a route that
 * may not exist (every 404 is an error in the admin's browser console).
 */
export const OUTBOX_COLLECTION = 'outbox';

/** An impersonation token lasts at most this long; switching back needs the admin's own token. */
export const IMPERSONATION_LIFETIME_SECONDS = 30 * 60;

/**
 * GET /devadmin/user/{id}: the user with a token (spec 003 §7). For a customer an impersonation
 * token; for the admin's own id (switch back, spec 000 §4) a fresh session token.
 */
export const impersonationResponseSchema = z.object({
  user: userSchema.extend({ token: z.string(), id: z.string() }),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponseSchema>;

// The answers' types, beside the schemas admin.api.ts declares for them.
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;
export type AdminDetailsResponse = z.infer<typeof adminDetailsResponseSchema>;
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponseSchema>;
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
