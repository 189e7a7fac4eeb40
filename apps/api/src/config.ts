import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  API_PORT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type SourceId,
  WEB_PORT,
  WIDGET_LIMIT_MAX,
} from '@widgetry/contracts';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { SOURCE_API_KEY_NAMES, sourceApiKeysFrom } from './modules/sources/definition/registry';

// Configuration comes only from the environment (DESIGN "Hosts and configuration"). Everything is
// optional locally; a value that is present but wrong stops the start with a message naming it.

/** Variables whose value must never be echoed back in an error message or a log line. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  // A Redis URL may carry its password.
  'REDIS_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'RECAPTCHA_SECRET',
  // Each source's official API key (the source definitions name them).
  ...SOURCE_API_KEY_NAMES,
  'GOOGLE_MAPS_API_KEY',
  // A proxy URL may carry the proxy's password.
  'SOURCES_PROXY_URL',
]);

const JWT_SECRET_MIN_LENGTH = 32;

/** `.env` files and shells often leave a variable set but empty; that means "not set". */
function blankAsUnset(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsUnset, schema.optional());
}

function withDefault<T extends z.ZodType>(schema: T, fallback: string) {
  return z.preprocess((value) => blankAsUnset(value) ?? fallback, schema);
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const portSchema = z
  .string()
  .trim()
  .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
    message: 'must be a port number (1-65535)',
  })
  .transform(Number);

/** A public origin: the trailing slash is dropped so `${url}/path` never doubles it. */
const httpUrlSchema = z
  .string()
  .trim()
  .refine((value) => hasProtocol(value, ['http:', 'https:']), {
    message: 'must be an http(s) URL such as http://localhost:3000',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const secretSchema = z.string();

/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person). */
const scoreSchema = z
  .string()
  .trim()
  .refine((value) => /^\d+(\.\d+)?$/.test(value) && Number(value) >= 0 && Number(value) <= 1, {
    message: 'must be a number from 0 to 1 such as 0.5',
  })
  .transform(Number);

/**
 * The default maps key goes into the maps script URL on customers' pages, as a widget's own key
 * does, so it follows the same rule as `clientGmapApi` (listing settings contract).
 */
const mapsKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, {
    message: 'must be a Google Maps API key: letters, digits, - and _ (at most 100)',
  });

/** proxy-addr's (Fastify's) names for whole private ranges, handy for a proxy on a container network. */
const TRUSTED_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, a CIDR block, or one of the range names. */
function isTrustedProxyEntry(entry: string): boolean {
  if (TRUSTED_RANGE_NAMES.has(entry)) return true;
  // Four-part decimal only: '10.1' or '0x7f.1' are valid to inet_aton but surely typos here.
  if (ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv4.isValidCIDRFourPartDecimal(entry)) return true;
  return ipaddr.IPv6.isValid(entry) || ipaddr.IPv6.isValidCIDR(entry);
}

const MAX_TRUSTED_HOPS = 100;

/**
 * TRUST_PROXY: how many proxies in front of the API to believe (a hop count), or which ones (a
 * comma-separated list). Only then does the client address come from X-Forwarded-For; never `true`,
 * which would let any client name its own address and walk past every per-client limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d+$/.test(value)
        ? Number(value) <= MAX_TRUSTED_HOPS
        : value.split(',').every((entry) => isTrustedProxyEntry(entry.trim())),
    {
      message:
        'must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDRs (such as 10.0.0.0/8, 192.168.1.5)',
    },
  )
  .transform((value): number | string[] =>
    /^\d+$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim()),
  );

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify (since 5.12) ignores a bare hop count, as it
 * cannot tell a proxy from a client that connects directly; a hop count is what TRUST_PROXY
 * promises, so it becomes the function trusting the nearest `hops` addresses, as Express does. It
 * is only as safe as the network: with a hop count the API port must be reachable only through
 * the proxies (with addresses or CIDRs, a direct client's X-Forwarded-For is never believed).
 */
export function trustProxyOption(
  trustProxy: number | string[] | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === undefined || trustProxy === 0) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy;
}

/** Under the 30 s orchestrators (Kubernetes, ECS) commonly wait between SIGTERM and SIGKILL. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 25;

const shutdownTimeoutSchema = z
  .string()
  .trim()
  .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 3600, {
    message: 'must be a whole number of seconds from 1 to 3600',
  })
  .transform(Number);

/** A customer's widgets by default (issue 25: 500 were created in 1.5 s); an admin can raise one user's. */
export const DEFAULT_WIDGETS_PER_USER_MAX = 200;

const widgetsPerUserSchema = z
  .string()
  .trim()
  .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= WIDGET_LIMIT_MAX, {
    message: `must be a whole number from 1 to ${WIDGET_LIMIT_MAX}`,
  })
  .transform(Number);

/**
 * SOURCES_PROXY_URL: a forward proxy, `http://[user:password@]host:port` (or https:// for a TLS
 * proxy). The port is required and nothing may follow it: a path or query would be ignored by
 * the proxy client, so it is surely a mistake (often a scraping service's API URL instead).
 */
function isProxyUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Written out even when it is the scheme's default: the URL parser drops that one.
  const explicitPort = /:\d+\/?$/.test(value) && url.port !== '0';
  const nothingAfter = url.pathname === '/' && url.search === '' && url.hash === '';
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && explicitPort && nothingAfter;
}

const proxyUrlSchema = z.string().trim().refine(isProxyUrl, {
  message:
    'must be a forward proxy URL: http://[user:password@]host:port (https:// for a TLS proxy), nothing after the port',
});

const GOOGLE_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const envSchema = z
  .object({
    NODE_ENV: withDefault(
      z.enum(['development', 'test', 'production'], {
        message: 'must be one of development, test, production',
      }),
      'development',
    ),
    HOST: withDefault(z.string().trim(), '0.0.0.0'),
    API_PORT: withDefault(portSchema, String(API_PORT)),
    WEB_PORT: withDefault(portSchema, String(WEB_PORT)),
    API_URL: optional(httpUrlSchema),
    APP_URL: optional(httpUrlSchema),
    DATA_DIR: optional(z.string().trim()),
    DATABASE_URL: optional(
      z.string().refine((value) => hasProtocol(value, ['postgres:', 'postgresql:']), {
        message: 'must be a postgres:// or postgresql:// connection URL',
      }),
    ),
    REDIS_URL: optional(
      z.string().refine((value) => hasProtocol(value, ['redis:', 'rediss:']), {
        message: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
      }),
    ),
    JWT_SECRET: optional(
      z.string().min(JWT_SECRET_MIN_LENGTH, { message: `must be at least ${JWT_SECRET_MIN_LENGTH} characters long` }),
    ),
    SMTP_URL: optional(
      z.string().refine((value) => hasProtocol(value, ['smtp:', 'smtps:']), {
        message: 'must be an smtp:// or smtps:// URL',
      }),
    ),
    MAIL_FROM: withDefault(z.string().trim(), 'Widgetry <no-reply@widgetry.local>'),
    ADMIN_EMAIL: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ message: 'must be an email address' })),
    ),
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters long` })
        .max(PASSWORD_MAX_LENGTH, { message: `must be at most ${PASSWORD_MAX_LENGTH} characters long` }),
    ),
    STRIPE_SECRET_KEY: optional(secretSchema),
    STRIPE_WEBHOOK_SECRET: optional(secretSchema),
    STRIPE_PUBLISHABLE_KEY: optional(secretSchema),
    RECAPTCHA_SITE_KEY: optional(secretSchema),
    RECAPTCHA_SECRET: optional(secretSchema),
    // Configurable so tests and staging can answer the check with a local stand-in.
    RECAPTCHA_VERIFY_URL: withDefault(
      z
        .string()
        .trim()
        .refine((value) => hasProtocol(value, ['http:', 'https:']), { message: 'must be an http(s) URL' }),
      GOOGLE_RECAPTCHA_VERIFY_URL,
    ),
    RECAPTCHA_MIN_SCORE: withDefault(scoreSchema, '0.5'),
    GOOGLE_MAPS_API_KEY: optional(mapsKeySchema),
    TRUST_PROXY: optional(trustProxySchema),
    SOURCES_PROXY_URL: optional(proxyUrlSchema),
    SHUTDOWN_TIMEOUT_SECONDS: withDefault(shutdownTimeoutSchema, String(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS)),
    WIDGETS_PER_USER_MAX: withDefault(widgetsPerUserSchema, String(DEFAULT_WIDGETS_PER_USER_MAX)),
    API_DOCS: optional(
      z
        .string()
        .trim()
        .pipe(z.enum(['on', 'off'], { message: 'must be on or off' })),
    ),
  })
  .superRefine((env, ctx) => {
    // Half a pair is always a mistake: an admin without a password, or a site key without its secret.
    const pairs = [
      ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
      ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'],
    ] as const;
    // Stripe's events cannot be checked without the webhook secret, so the key alone is refused.
    if (env.STRIPE_SECRET_KEY !== undefined && env.STRIPE_WEBHOOK_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'must be set together with STRIPE_SECRET_KEY',
      });
    }
    // The built-in test provider sells without charging anyone: never in production.
    if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'must be set in production (without it the built-in test billing provider would sell for free)',
      });
    }
    for (const [first, second] of pairs) {
      const firstSet = env[first] !== undefined;
      const secondSet = env[second] !== undefined;
      if (firstSet !== secondSet) {
        const missing = firstSet ? second : first;
        const present = firstSet ? first : second;
        ctx.addIssue({ code: 'custom', path: [missing], message: `must be set together with ${present}` });
      }
    }
  });

type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  apiPort: number;
  webPort: number;
  apiUrl: string;
  appUrl: string;
  /** Absolute path for the embedded database, uploads and generated dev secrets. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Rate limits shared by every API process; without it each process counts on its own. */
  redisUrl?: string | undefined;
  jwtSecret?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom: string;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  stripe: { secretKey?: string | undefined; webhookSecret?: string | undefined; publishableKey?: string | undefined };
  recaptcha: {
    siteKey?: string | undefined;
    /** Without it the human check is skipped (and the log says so). */
    secret?: string | undefined;
    verifyUrl: string;
    /** The lowest v3 score accepted as a person. */
    minScore: number;
  };
  /** The sources' official API keys, by source id (each source's definition names its variable). */
  reviewApiKeys: Partial<Record<SourceId, string>>;
  googleMapsApiKey?: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed for the client address (Fastify's `trustProxy`): a
   * hop count or addresses/CIDRs. Absent: no proxy is trusted and the address is the socket's.
   */
  trustProxy?: number | string[] | undefined;
  /**
   * The forward proxy every source read is tunnelled through (CONNECT), credentials included.
   * Absent: direct connections, each address checked at connect time.
   */
  sourcesProxyUrl?: string | undefined;
  /** How long a SIGTERM shutdown may wait for requests in flight before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** How many widgets a customer may hold unless an admin set their own limit (users.widget_limit). */
  widgetsPerUserMax: number;
  /**
   * Whether GET /docs (the reference page) and /docs/json, /docs/yaml are served: a map of every
   * route helps an attacker more than a customer, so production serves them only with API_DOCS=on.
   */
  apiDocs: boolean;
}

/**
 * DESIGN puts `.data/` at the repo root, so the same data is used whether the API is started from
 * the root (`npm start`) or from apps/api (`pnpm --filter`); outside a checkout it is `./.data`.
 */
export function defaultDataDir(cwd: string): string {
  let dir = path.resolve(cwd);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return path.join(dir, '.data');
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(cwd, '.data');
    dir = parent;
  }
}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? 'environment');
  const raw = env[name];
  const shown = raw === undefined || SECRET_VARIABLES.has(name) ? '' : `, got ${JSON.stringify(raw)}`;
  return `${name} ${issue.message}${shown}`;
}

/**
 * Reads and checks the configuration. Throws one Error listing every bad variable, e.g.
 * `Invalid configuration: API_PORT must be a port number (1-65535), got "abc"`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => describeIssue(issue, env));
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    apiPort: e.API_PORT,
    webPort: e.WEB_PORT,
    // Unset public URLs follow the ports, so API_PORT=3999 alone still yields a correct API_URL.
    apiUrl: e.API_URL ?? `http://localhost:${e.API_PORT}`,
    appUrl: e.APP_URL ?? `http://localhost:${e.WEB_PORT}`,
    dataDir: e.DATA_DIR === undefined ? defaultDataDir(cwd) : path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    },
    recaptcha: {
      siteKey: e.RECAPTCHA_SITE_KEY,
      secret: e.RECAPTCHA_SECRET,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
    },
    reviewApiKeys: sourceApiKeysFrom(env),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    trustProxy: e.TRUST_PROXY,
    sourcesProxyUrl: e.SOURCES_PROXY_URL,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    widgetsPerUserMax: e.WIDGETS_PER_USER_MAX,
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'on',
  };
}
