// The loader's configuration, shared by the loader and the host that writes it in (no DOM here).

/**
 * Filled in by the front-end host when it serves embed.js (the `__WIDGETRY_EMBED_CONFIG__`
 * placeholder): `{"api":"https://api…","app":"https://app…","v":{"prorated":"1a2b3c4d"}}`.
 */
export interface EmbedConfig {
  /** The API origin, for GET /embed/:id. */
  api: string;
  /** The front-end origin, used when the loader's own script URL is unknown. */
  app?: string;
  /** Content hash of each built runtime, by type; a type without one has no files to load. */
  v: Partial<Record<string, string>>;
}
