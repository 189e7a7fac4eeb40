import {
  ADMIN_USER_MESSAGES,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type AdminUserResponse,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type Order,
  type SuccessResponse,
} from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldErrors, forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import type { AuditRepository } from '../audit';
import type { EmailTokenService } from '../email-tokens';
import type { PasswordHasher, UsersRepository } from '../users';
import { type AccountDeletedHook, emailTakenError } from '../users';
import { toAdminListUser, toAdminUser } from './admin-users.mapper';
import type { AdminUsersRepository } from './admin-users.repository';

/** The admin console's Users table and its add, edit and delete popups (spec 003 §2, §7). */
export function createAdminUsersService({
  users,
  repo,
  hasher,
  tokens,
  audit,
  ordersOf,
  onAccountDeleted,
}: {
  users: Pick<UsersRepository, 'findById' | 'findByEmail' | 'createIfEmailFree' | 'deleteById'>;
  repo: Pick<AdminUsersRepository, 'pageUsers' | 'updateUser'>;
  hasher: Pick<PasswordHasher, 'hash'>;
  tokens: Pick<EmailTokenService, 'revokeAll'>;
  audit: AuditRepository;
  ordersOf: (owners: readonly UserRow[]) => Promise<Map<string, Order[]>>;
  /** Run before the deletion (billing ends the live subscriptions here); a failure stops it. */
  onAccountDeleted: readonly AccountDeletedHook[];
}) {
  async function existingUser(id: string): Promise<UserRow> {
    const user = isUuid(id) ? await users.findById(id) : undefined;
    if (!user) throw notFound();
    return user;
  }

  async function withOrders(user: UserRow): Promise<AdminUserResponse> {
    const orders = await ordersOf([user]);
    return { user: toAdminUser(user, orders.get(user.id) ?? []) };
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const { rows, total } = await repo.pageUsers({
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
        search: query.search,
        role: query.role,
      });
      return { users: rows.map(toAdminListUser), total, page: query.page, limit: query.limit };
    },

    /** The new account's email is unverified until its owner opens a link (Send Verification Mail). */
    async create(admin: UserRow, body: AdminCreateUserBody): Promise<AdminUserResponse> {
      // Checked first so a duplicate does not cost an argon2 hash; the insert below still decides.
      if (await users.findByEmail(body.email)) throw emailTakenError();
      const passwordHash = await hasher.hash(body.password);
      const created = await users.createIfEmailFree({
        email: body.email,
        displayName: body.displayName,
        userRole: body.userRole,
        passwordHash,
      });
      if (!created) throw emailTakenError();
      await audit.record({
        actorId: admin.id,
        action: 'admin.user_created',
        targetType: 'user',
        targetId: created.id,
        details: { email: created.email, userRole: created.userRole },
      });
      return { user: toAdminUser(created, []) };
    },

    /** A new role or password ends the user's sessions; a new email is unverified again. */
    async update(admin: UserRow, body: AdminUpdateUserBody): Promise<AdminUserResponse> {
      const user = await existingUser(body.id);
      // The console would lock its own admin out with no one left to undo it.
      if (user.id === admin.id && body.userRole !== 'admin') {
        throw fieldErrors({ userRole: ADMIN_USER_MESSAGES.cannotDemoteSelf });
      }
      const emailChanged = body.email !== user.email;
      if (emailChanged && (await users.findByEmail(body.email))) throw emailTakenError();
      // The form sends an empty password to keep the current one.
      const newPassword = body.password === '' ? undefined : body.password;
      const passwordChanged = newPassword !== undefined;
      const roleChanged = body.userRole !== user.userRole;
      // Absent (an older console's form): the user keeps their limit; null: the default again.
      const widgetLimit = body.widgetLimit === undefined ? user.widgetLimit : body.widgetLimit;

      let updated: UserRow | undefined;
      try {
        updated = await repo.updateUser(user.id, {
          displayName: body.displayName,
          email: body.email,
          userRole: body.userRole,
          emailVerified: emailChanged ? false : user.emailVerified,
          widgetLimit,
          ...(newPassword === undefined ? {} : { passwordHash: await hasher.hash(newPassword) }),
          endSessions: passwordChanged || roleChanged,
        });
      } catch (error) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error)) throw emailTakenError();
        throw error;
      }
      if (!updated) throw notFound();

      // Links mailed to the old address must not verify, or reset, the account behind the new one.
      if (emailChanged || passwordChanged) await tokens.revokeAll(updated.id, 'reset_password');
      if (emailChanged) await tokens.revokeAll(updated.id, 'verify_email');
      await audit.record({
        actorId: admin.id,
        action: 'admin.user_updated',
        targetType: 'user',
        targetId: updated.id,
        details: {
          ...(emailChanged ? { email: { from: user.email, to: updated.email } } : {}),
          ...(roleChanged ? { userRole: { from: user.userRole, to: updated.userRole } } : {}),
          ...(body.displayName !== user.displayName ? { displayName: true } : {}),
          ...(widgetLimit !== user.widgetLimit ? { widgetLimit: { from: user.widgetLimit, to: widgetLimit } } : {}),
          passwordChanged,
        },
      });
      return withOrders(updated);
    },

    /** Subscriptions end at the provider first, so nothing keeps charging an account that is gone. */
    async remove(admin: UserRow, id: string): Promise<SuccessResponse> {
      if (id === admin.id) throw forbidden(ADMIN_USER_MESSAGES.cannotDeleteSelf);
      const user = await existingUser(id);
      for (const hook of onAccountDeleted) await hook(user);
      await audit.record({
        actorId: admin.id,
        action: 'admin.user_deleted',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email, userRole: user.userRole },
      });
      // Widgets, their sites, payment methods and mail tokens go with the row (ON DELETE CASCADE).
      if (!(await users.deleteById(user.id))) throw notFound();
      return { success: true };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
