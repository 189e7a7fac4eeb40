// The preview module as the composition sees it.
export { previewRoutes } from './preview.routes';
