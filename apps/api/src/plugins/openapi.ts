import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiErrorResponseSchema, fieldErrorsResponseSchema, SESSION_TOKEN_HEADER } from '@widgetry/contracts';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The API describes itself: an OpenAPI 3.1 document built from the routes' own zod schemas
// (GET /docs/json, GET /docs/yaml) and a reference page over it (GET /docs). Registered before
// any route, because @fastify/swagger collects routes as they are added (onRoute). Who may call a
// route is read from the auth hooks the route runs (plugins/auth.ts), never written twice.

export const DOCS_PREFIX = '/docs';
export const BEARER_SCHEME = 'bearerAuth';

/** Who may call a route, as its auth hooks decide. */
export type RouteAccess = 'public' | 'optional-session' | 'signed-in' | 'admin';

/** The extension each operation carries with its RouteAccess, for readers and tests. */
export const ACCESS_EXTENSION = 'x-access';

/** The hooks that can run an auth check before the handler. */
const AUTH_HOOK_NAMES = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

const invalidInputSchema = z
  .union([fieldErrorsResponseSchema, apiErrorResponseSchema])
  .describe('Invalid input: a message per field (dotted paths into the request), or one message.');
const unauthorizedSchema = apiErrorResponseSchema.describe('No session token, or one that no longer works.');
const forbiddenSchema = apiErrorResponseSchema.describe(
  'Signed in, but not as an admin (or as an admin acting as a customer).',
);
const otherErrorSchema = apiErrorResponseSchema.describe(
  'Any other failure (not found, conflict, too many attempts, payment provider or database down …).',
);

/**
 * A body Fastify does not validate as the route reads it (a multipart form, or one read by the
 * caller's role), declared by the route in its config for the document only.
 */
export interface DocumentedBody {
  schema: z.ZodType;
  /** Default application/json. */
  contentType?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    documentedBody?: DocumentedBody;
  }
}

/** The schema keys that put a route's declared documentedBody into its operation. */
function documentedBodyOf(route: RouteOptions): Record<string, unknown> {
  const declared = route.config?.documentedBody;
  if (declared === undefined) return {};
  return { body: declared.schema, ...(declared.contentType ? { consumes: [declared.contentType] } : {}) };
}

export interface OpenapiPluginOptions {
  /** API_URL: where the reference page's "Try it out" sends requests. */
  apiUrl: string;
}

/**
 * The reference page's own policy (only its routes get it): its scripts are files from this API
 * and its requests go to the API, so nothing else is allowed. Swagger UI's bundle injects a
 * <style> element at run time (Chromium refuses it under style-src 'self'), and styles run no code.
 */
function docsPolicy(apiUrl: string): Record<string, string> {
  const apiOrigin = new URL(apiUrl).origin;
  return {
    'default-src': "'self'",
    'base-uri': "'self'",
    'connect-src': `'self' ${apiOrigin}`,
    'font-src': "'self' data:",
    'img-src': "'self' data:",
    'object-src': "'none'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'style-src': "'self' 'unsafe-inline'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
}

/**
 * Fastify keeps an instance's hooks (those added with addHook, which a route plugin uses to guard
 * all of its routes at once) under a private symbol and offers no public way to list them. Found
 * by its description once, on the root instance; if a Fastify upgrade moves it, start-up fails
 * here rather than the document calling admin routes public.
 */
function hooksSymbolOf(app: FastifyInstance): symbol {
  const symbol = Object.getOwnPropertySymbols(app).find((candidate) => candidate.description === 'fastify.hooks');
  if (symbol === undefined) throw new Error('openapi: cannot read the route hooks of this Fastify version');
  return symbol;
}

/** The functions a hook option or hook list holds, as a flat list. */
function hookFunctions(value: unknown): unknown[] {
  if (typeof value === 'function') return [value];
  return Array.isArray(value) ? value : [];
}

export const openapiPlugin = fp(
  async (app: FastifyInstance, { apiUrl }: OpenapiPluginOptions) => {
    const hooksSymbol = hooksSymbolOf(app);
    // Each route's own hooks, and the instance that registered it: that instance's hooks (addHook in
    // a route plugin guards all of its routes) are only complete once the plugin has loaded.
    const routeHooks = new WeakMap<object, { instance: FastifyInstance; own: unknown[] }>();
    app.addHook('onRoute', function collectHooks(this: FastifyInstance, route: RouteOptions) {
      routeHooks.set(route, { instance: this, own: AUTH_HOOK_NAMES.flatMap((name) => hookFunctions(route[name])) });
    });

    /** Read when the document is built (after ready): every hook and auth decorator exists by then. */
    function accessOf(route: object): RouteAccess {
      const collected = routeHooks.get(route);
      if (collected === undefined) return 'public';
      const instanceHooks: unknown = Reflect.get(collected.instance, hooksSymbol);
      const hooks = [...collected.own];
      if (typeof instanceHooks === 'object' && instanceHooks !== null) {
        for (const name of AUTH_HOOK_NAMES) hooks.push(...hookFunctions(Reflect.get(instanceHooks, name)));
      }
      if (hooks.includes(app.authenticateAdmin)) return 'admin';
      if (hooks.includes(app.authenticate)) return 'signed-in';
      if (hooks.includes(app.identify)) return 'optional-session';
      return 'public';
    }

    const zodTransform = createJsonSchemaTransform({ skipList: [] });
    const transform: SwaggerTransform = (input) => {
      const schema: FastifySchema & Record<string, unknown> = { ...input.schema };
      if (schema.hide === true) return { schema, url: input.url };
      const access = accessOf(input.route);
      // The failures every route of its kind can answer, in the error handler's shapes
      // (plugins/errors.ts); a status the route documents itself keeps the route's schema.
      const failures: Record<string, z.ZodType> = { default: otherErrorSchema };
      if (schema.body || schema.querystring || schema.params) failures['400'] = invalidInputSchema;
      if (access === 'signed-in' || access === 'admin') failures['401'] = unauthorizedSchema;
      if (access === 'admin') failures['403'] = forbiddenSchema;
      const own = typeof schema.response === 'object' && schema.response !== null ? schema.response : {};
      const added = Object.keys(failures).filter((status) => !(status in own));
      const documented = {
        ...schema,
        ...documentedBodyOf(input.route),
        response: { ...failures, ...own },
        tags: schema.tags ?? [tagOf(input.url)],
        [ACCESS_EXTENSION]: access,
        ...securityOf(access),
      };
      const result = zodTransform({ ...input, schema: documented });
      const responses: unknown = result.schema.response;
      if (typeof responses === 'object' && responses !== null) {
        // Errors are JSON even where the route's own answers are a page or an image.
        for (const status of added) {
          const converted: unknown = Reflect.get(responses, status);
          if (typeof converted !== 'object' || converted === null) continue;
          // The converter's working id would otherwise show up as the schema's title.
          const json: Record<string, unknown> = Object.fromEntries(
            Object.entries(converted).filter(([key]) => key !== '$id' && key !== '$schema'),
          );
          Reflect.set(responses, status, {
            description: json.description,
            content: { 'application/json': { schema: json } },
          });
        }
      }
      return result;
    };

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Widgetry API',
          version: '1',
          description:
            "The dashboard's and embed.js's API. Signed-in calls send `Authorization: Bearer <token>` (the token of sign-up or sign-in); " +
            `an answer may carry a renewed token in the \`${SESSION_TOKEN_HEADER}\` header, which replaces the old one. ` +
            'POST /user/resetPassword/{userId} takes the emailed reset token as its bearer when no session is sent.',
        },
        servers: [{ url: apiUrl }],
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // No validator badge: it would load an image from validator.swagger.io (the page stays offline).
      uiConfig: { validatorUrl: null, deepLinking: true },
      staticCSP: docsPolicy(apiUrl),
    });
  },
  { name: 'openapi' },
);

/** Signed-in and admin routes need the bearer token; a public route may send one it knows. */
function securityOf(access: RouteAccess): { security?: Array<Record<string, string[]>> } {
  if (access === 'signed-in' || access === 'admin') return { security: [{ [BEARER_SCHEME]: [] }] };
  if (access === 'optional-session') return { security: [{}, { [BEARER_SCHEME]: [] }] };
  return { security: [] };
}

/** Operations are grouped by the first segment of their path: `/widget/:id` → widget. */
function tagOf(url: string): string {
  return url.split('/').find((segment) => segment !== '') ?? 'session';
}
