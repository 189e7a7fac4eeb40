import { z } from 'zod';

declare global {
  interface Window {
    /** Written by /app-config.js, which the front-end host generates from its environment. */
    __WIDGETRY_CONFIG__?: unknown;
  }
}

const runtimeConfigSchema = z.object({
  apiUrl: z.string().min(1).optional(),
  recaptchaSiteKey: z.string().default(''),
  stripePublishableKey: z.string().default(''),
});

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
  const parsed = runtimeConfigSchema.safeParse(source ?? {});
  const config = parsed.success ? parsed.data : runtimeConfigSchema.parse({});
  return {
    apiUrl: (config.apiUrl ?? buildTimeApiUrl ?? DEV_API_URL).replace(/\/+$/, ''),
    recaptchaSiteKey: config.recaptchaSiteKey,
    stripePublishableKey: config.stripePublishableKey,
  };
}
