// The admin console's Sources section as the composition sees it.
export { adminSourcesRepositoryPlugin } from './admin-sources.plugin';
export { adminSourcesRoutes } from './admin-sources.routes';
