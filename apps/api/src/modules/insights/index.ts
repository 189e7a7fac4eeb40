// The insights module as other modules and the composition see it.
export { eventsIngestRoutes } from './events-ingest.routes';
export { insightsRepositoryPlugin, insightsWritesRepositoryPlugin } from './insights.plugin';
export { adminInsightsRoutes, insightsRoutes } from './insights.routes';
export { startInsightsRetention } from './insights-retention';
