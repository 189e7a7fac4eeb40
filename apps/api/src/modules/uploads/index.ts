// The uploads module as the composition sees it.
export { uploadsRoutes } from './uploads.routes';
