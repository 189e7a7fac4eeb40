// The embed.js entry. The front-end host replaces the placeholder below with the JSON of an
// EmbedConfig when it serves the file; unreplaced (a stray build), the ReferenceError is caught
// like any other failure.
import { type EmbedConfig, frontEndOrigin, startEmbed } from './embed-loader';

declare const __WIDGETRY_EMBED_CONFIG__: EmbedConfig;

try {
  const config = __WIDGETRY_EMBED_CONFIG__;
  // currentScript is only set while this file first runs, so it is read here and nowhere later.
  startEmbed(config, frontEndOrigin(document.currentScript, config));
} catch (error) {
  console.warn(`[widgetry] embed.js did not start: ${error instanceof Error ? error.message : String(error)}`);
}
