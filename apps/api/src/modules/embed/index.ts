// The embed module as other modules and the composition see it.

export type { EmbedCache } from './embed.cache';
export { embedRepositoryPlugin, embedServicePlugin, embedWritesRepositoryPlugin } from './embed.plugin';
export { createEmbedRepository, type EmbedRepository } from './embed.repository';
export { EMBED_CACHE_CONTROL, EMBED_REFUSED_CACHE_CONTROL, embedRoutes } from './embed.routes';
export type { EmbedSourceData } from './embed.service';
export { embedCachePlugin } from './embed-cache.plugin';
export {
  createInstallationRecorder,
  DEFAULT_INSTALLATION_THROTTLE_MS,
  type InstallationRecorder,
} from './installation-recorder';
export { installationsPlugin } from './installations.plugin';
export { publicHostname, siteDomain } from './site-domain';
export { DEFAULT_VISITOR_FLUSH_MS, MAX_CARRIES, VISITOR_RETENTION_DAYS } from './site-visitor-counts';
