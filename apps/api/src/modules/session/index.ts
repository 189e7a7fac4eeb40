// The session module as the composition sees it.
export { sessionRoutes } from './session.routes';
