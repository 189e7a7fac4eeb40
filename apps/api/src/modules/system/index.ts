// The system module as the composition sees it.
export { systemRoutes } from './system.routes';
