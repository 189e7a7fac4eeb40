// The admin-orders module as other modules and the composition see it.
export { adminOrdersRepositoryPlugin, manualOrdersPlugin } from './admin-orders.plugin';
export { adminOrdersRoutes } from './admin-orders.routes';
