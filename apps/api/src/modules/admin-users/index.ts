// The admin-users module as the composition sees it.
export { adminUsersRepositoryPlugin } from './admin-users.plugin';
export { adminUsersRoutes } from './admin-users.routes';
