import type { LoginCheckResponse } from '@widgetry/contracts';
import type { UserRow } from '../../db/schema';
import type { CatalogService } from '../catalog/catalog.service';
import { toUser } from '../users/users.mapper';

export function createSessionService({ catalog }: { catalog: Pick<CatalogService, 'listWidgetTypes'> }) {
  return {
    /** Signed out still gets the catalogue: the public library and editor need it (spec 000 §6). */
    async loginCheck(currentUser: UserRow | null): Promise<LoginCheckResponse> {
      const widgetTypes = await catalog.listWidgetTypes();
      return { user: currentUser ? toUser(currentUser) : null, widgetTypes, isUserLoggedIn: currentUser !== null };
    },
  };
}
