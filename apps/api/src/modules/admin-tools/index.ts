// The admin-tools module as the composition sees it.
export { adminToolsRepositoryPlugin } from './admin-tools.plugin';
export { adminToolsRoutes } from './admin-tools.routes';
