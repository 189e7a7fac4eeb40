declare global {
  interface Window {
    /** Written by /app-config.js, which the front-end host generates from its environment. */
    __WIDGETRY_CONFIG__?: unknown;
  }
}

/**
 * The script's fields, checked by hand: this runs before the first render, and zod (kept for the
 * wire format) would put its whole classic API into the first script for three strings.
 */
function parseScriptConfig(source: unknown): {
  apiUrl?: string;
  recaptchaSiteKey: string;
  stripePublishableKey: string;
} {
  const none = { recaptchaSiteKey: '', stripePublishableKey: '' };
  if (typeof source !== 'object' || source === null) return none;
  const read = (key: string, fallback?: string): unknown => {
    const value: unknown = Reflect.get(source, key);
    return value === undefined ? fallback : value;
  };
  const apiUrl = read('apiUrl');
  const recaptchaSiteKey = read('recaptchaSiteKey', '');
  const stripePublishableKey = read('stripePublishableKey', '');
  // One malformed field and the whole script is ignored, as one written by another version would be.
  if (apiUrl !== undefined && (typeof apiUrl !== 'string' || apiUrl === '')) return none;
  if (typeof recaptchaSiteKey !== 'string' || typeof stripePublishableKey !== 'string') return none;
  return apiUrl === undefined
    ? { recaptchaSiteKey, stripePublishableKey }
    : { apiUrl, recaptchaSiteKey, stripePublishableKey };
}

export interface RuntimeConfig {
  apiUrl: string;
  recaptchaSiteKey: string;
  stripePublishableKey: string;
}

const DEV_API_URL = 'http://localhost:3080';

/**
 * The config is read at run time rather than baked in at build time, so one build serves every
 * environment. A missing or malformed script falls back to the build-time URL, then to the local API.
 */
export function readRuntimeConfig(
  source: unknown = window.__WIDGETRY_CONFIG__,
  buildTimeApiUrl: string | undefined = import.meta.env.VITE_API_URL,
): RuntimeConfig {
  const config = parseScriptConfig(source);
  return {
    apiUrl: (config.apiUrl ?? buildTimeApiUrl ?? DEV_API_URL).replace(/\/+$/, ''),
    recaptchaSiteKey: config.recaptchaSiteKey,
    stripePublishableKey: config.stripePublishableKey,
  };
}
