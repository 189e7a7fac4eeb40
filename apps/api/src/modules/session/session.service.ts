import type { LoginCheckResponse, LogoutResponse } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import type { CatalogService } from '../catalog';
import type { UsersRepository } from '../users';
import { toUser } from '../users';

export function createSessionService({
  catalog,
  users,
}: {
  catalog: Pick<CatalogService, 'listWidgetTypes'>;
  users: Pick<UsersRepository, 'bumpTokenVersion'>;
}) {
  return {
    /** Signed out still gets the catalogue: the public library and editor need it (spec 000 §6). */
    async loginCheck(currentUser: UserRow | null): Promise<LoginCheckResponse> {
      const widgetTypes = await catalog.listWidgetTypes();
      return { user: currentUser ? toUser(currentUser) : null, widgetTypes, isUserLoggedIn: currentUser !== null };
    },

    /**
     * Sign-out on the server: the token version moves on, so this token and the account's others stop
     * working. While an admin acts as a customer it is the admin who signs out: the admin's version
     * moves on (which ends the impersonation token too) and the customer's own sessions go on.
     */
    async logout(currentUser: UserRow, impersonatedBy: string | null = null): Promise<LogoutResponse> {
      await users.bumpTokenVersion(impersonatedBy ?? currentUser.id);
      return { success: true };
    },
  };
}
