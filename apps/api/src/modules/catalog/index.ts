// The catalog module as other modules and the composition see it.
export { adminProductsRoutes } from './admin-products.routes';
export { catalogRepositoryPlugin } from './catalog.plugin';
export { type CatalogRepository, invalidateCatalogCache } from './catalog.repository';
export { type CatalogService, centsToDollars, createCatalogService, toWidgetType } from './catalog.service';
