// The sources module as other modules and the composition see it; they import nothing else from here.

export type { SourceAlerts } from './alerts/source-alerts';
export { startSourceAlerts } from './alerts/source-alerts.jobs';
export { sourceStateOf } from './cache/source-outcome';
export { SOURCE_API_KEY_NAMES, sourceApiKeysFrom } from './definition/registry';
export { devSourcesRoutes } from './dev-sources.routes';
export {
  SourceFetchError,
  type SourceFetcher,
  type SourceFetchFailure,
  type SourceHostRule,
  type SourcePostRequest,
  type SourceRequest,
  type SourceResponse,
} from './fetcher/source-fetcher';
export type { ListingReader } from './listing-widgets/listing-reader';
export type { ReviewReader } from './review-widgets/reviews.service';
export { type Sources, SYNC_EVERY_MS } from './sources';
export { type SourceReadersOption, type SourcesPluginOptions, sourcesPlugin } from './sources.plugin';
export { widgetSourceRoutes } from './widget-source.routes';
