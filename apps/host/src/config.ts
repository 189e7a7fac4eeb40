import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Default folders, relative to this module. src/config.ts and the bundled dist/server.js sit at
 * the same depth (apps/host/<dir>/), so one relative path serves both.
 */
const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dashboard/dist', import.meta.url));
const DEFAULT_WIDGETS_DIR = fileURLToPath(new URL('../widgets', import.meta.url));

/** An origin such as http://localhost:3080, kept without a trailing slash. */
const originSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://localhost:3080' })
  .transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  WEB_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  API_URL: originSchema.default('http://localhost:3080'),
  APP_URL: originSchema.optional(),
  DASHBOARD_DIR: z.string().default(DEFAULT_DASHBOARD_DIR),
  WIDGETS_DIR: z.string().default(DEFAULT_WIDGETS_DIR),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  STRIPE_PUBLISHABLE_KEY: z.string().default(''),
});

/** What the dashboard reads at run time from /app-config.js; only public values belong here. */
export interface PublicConfig {
  apiUrl: string;
  recaptchaSiteKey: string;
  stripePublishableKey: string;
}

export interface HostConfig {
  port: number;
  host: string;
  appUrl: string;
  dashboardDir: string;
  widgetsDir: string;
  publicConfig: PublicConfig;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment (DESIGN "Hosts and configuration"); a bad value is named in the error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  // An empty variable (FOO= in a .env file or compose file) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid front-end host configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.WEB_PORT,
    host: values.HOST,
    appUrl: values.APP_URL ?? `http://localhost:${values.WEB_PORT}`,
    dashboardDir: resolve(values.DASHBOARD_DIR),
    widgetsDir: resolve(values.WIDGETS_DIR),
    publicConfig: {
      apiUrl: values.API_URL,
      recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
      stripePublishableKey: values.STRIPE_PUBLISHABLE_KEY,
    },
  };
}
