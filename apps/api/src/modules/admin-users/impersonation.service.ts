import { ADMIN_USER_MESSAGES, IMPERSONATION_LIFETIME_SECONDS, type ImpersonationResponse } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import type { AuditRepository } from '../audit';
import type { SignToken, UsersRepository } from '../users';
import { toUser } from '../users';

/** Switch user and switch back (spec 003 §4, spec 000 §4): GET /devadmin/user/{id}. */
export function createImpersonationService({
  users,
  audit,
  signToken,
  signImpersonationToken,
  now = () => new Date(),
}: {
  users: Pick<UsersRepository, 'findById'>;
  audit: AuditRepository;
  signToken: SignToken;
  signImpersonationToken: (user: UserRow, admin: UserRow) => string;
  now?: () => Date;
}) {
  return {
    /**
     * The admin's own id is the switch back (made with the admin's own token): a fresh session. A
     * customer's id starts acting as that customer with a short-lived impersonation token; another
     * admin's account is never lent out.
     */
    async switchTo(admin: UserRow, id: string): Promise<ImpersonationResponse> {
      if (id === admin.id) {
        await audit.record({
          actorId: admin.id,
          action: 'admin.impersonation_ended',
          targetType: 'user',
          targetId: admin.id,
          details: { at: now().toISOString() },
        });
        return { user: { ...toUser(admin), token: signToken(admin), id: admin.id } };
      }
      const target = isUuid(id) ? await users.findById(id) : undefined;
      if (!target) throw notFound();
      if (target.userRole === 'admin') throw forbidden(ADMIN_USER_MESSAGES.cannotImpersonateAdmin);
      const startedAt = now();
      await audit.record({
        actorId: admin.id,
        action: 'admin.impersonation_started',
        targetType: 'user',
        targetId: target.id,
        details: {
          at: startedAt.toISOString(),
          expiresAt: new Date(startedAt.getTime() + IMPERSONATION_LIFETIME_SECONDS * 1000).toISOString(),
        },
      });
      return { user: { ...toUser(target), token: signImpersonationToken(target, admin), id: target.id } };
    },
  };
}
export type ImpersonationService = ReturnType<typeof createImpersonationService>;
