import { createRequire } from 'node:module';
import { loginCheckResponseSchema } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, PRODUCTION_ENV, type TestContext, testConfig } from '../test-support/test-app';
import { account, insertWidget, seedWidgetTypes } from '../test-support/widgets';
import { ACCESS_EXTENSION, BEARER_SCHEME, DOCS_PREFIX } from './openapi';

// The OpenAPI document (GET /docs/json) against the app itself: it is a well-formed 3.1 document,
// it names every route the app registers (and no other), each with the access its auth hooks
// give it, and real answers of the API validate against the schemas it documents for them.

/** The slice of Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) these tests use. */
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
interface JsonSchemaValidator {
  compile(schema: object): ValidateFunction;
}

/**
 * Ajv is not a dependency of this package: it comes with Fastify (through @fastify/ajv-compiler,
 * with ajv-formats), so it is loaded from there, the version Fastify itself validates with.
 */
function createValidator(): JsonSchemaValidator {
  const fromHere = createRequire(import.meta.url);
  const fromFastify = createRequire(fromHere.resolve('fastify'));
  const fromCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
  const ajvModule = fromCompiler('ajv/dist/2020');
  const formatsModule = fromCompiler('ajv-formats');
  const Ajv2020 = ajvModule.default ?? ajvModule;
  const addFormats = formatsModule.default ?? formatsModule;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// What the checks read of the document, parsed rather than assumed.
const schemaObject = z.record(z.string(), z.unknown());
const mediaTypeSchema = z.object({ schema: schemaObject.optional() }).loose();
const responseSchema = z.object({ description: z.string(), content: z.record(z.string(), mediaTypeSchema).optional() });
const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['query', 'header', 'path', 'cookie']),
  required: z.boolean().optional(),
  schema: schemaObject.optional(),
});
const operationSchema = z
  .object({
    parameters: z.array(parameterSchema).optional(),
    requestBody: z
      .object({ content: z.record(z.string(), mediaTypeSchema), required: z.boolean().optional() })
      .optional(),
    responses: z.record(z.string(), responseSchema),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
    [ACCESS_EXTENSION]: z.enum(['public', 'optional-session', 'signed-in', 'admin']),
    tags: z.array(z.string()).optional(),
  })
  .loose();
type Operation = z.infer<typeof operationSchema>;
const documentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }).loose(),
  servers: z.array(z.object({ url: z.string() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z
    .object({
      securitySchemes: z.record(z.string(), z.object({ type: z.string(), scheme: z.string().optional() }).loose()),
      schemas: z.record(z.string(), schemaObject).optional(),
    })
    .loose(),
});
type OpenapiDocument = z.infer<typeof documentSchema>;

/** Fastify's `/widget/:id` as OpenAPI writes it: `/widget/{id}`. */
function openapiPath(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Every operation of the document as `METHOD /path`, with its parsed operation object. */
function operationsOf(doc: OpenapiDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.includes(method)) {
        operations.set(`${method.toUpperCase()} ${path}`, operationSchema.parse(operation));
      }
    }
  }
  return operations;
}

/** The routes the app registered that a reader calls: not the docs themselves, not CORS preflight. */
function documentableRoutes(ctx: TestContext): string[] {
  return ctx.app.registeredRoutes
    .filter((route) => route.method !== 'OPTIONS' && !route.url.startsWith(DOCS_PREFIX))
    .map((route) => `${route.method} ${openapiPath(route.url)}`);
}

/** Every JSON Schema the document holds: parameters, request bodies and responses. */
function schemasOf(operations: Map<string, Operation>): Array<{ where: string; schema: Record<string, unknown> }> {
  const found: Array<{ where: string; schema: Record<string, unknown> }> = [];
  for (const [key, operation] of operations) {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema) found.push({ where: `${key} parameter ${parameter.name}`, schema: parameter.schema });
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      if (media.schema) found.push({ where: `${key} body ${type}`, schema: media.schema });
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (media.schema) found.push({ where: `${key} ${status} ${type}`, schema: media.schema });
      }
    }
  }
  return found;
}

/** Every `$ref` value anywhere under a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe.each(databaseTargets())('OpenAPI document on $name', (target) => {
  let ctx: TestContext;
  let doc: OpenapiDocument;
  let operations: Map<string, Operation>;
  const validator = createValidator();

  beforeAll(async () => {
    ctx = await createTestApp(target);
    // A route added like any other, after the plugins: it is documented with its shapes.
    ctx.app.post(
      '/openapi-probe/:name',
      {
        schema: {
          params: z.object({ name: z.string().max(10) }),
          body: z.object({ count: z.number().int() }),
          response: { 200: z.object({ doubled: z.number().int() }) },
        },
      },
      async (request) => ({ doubled: request.body.count * 2 }),
    );
    const response = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(response.statusCode).toBe(200);
    doc = documentSchema.parse(response.json());
    operations = operationsOf(doc);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /**
   * Checks an answer of the API against the schema the document gives its operation and status
   * (the exact status, else its class like 4XX, else `default`); returns what did not match.
   */
  function mismatches(operationKey: string, status: number, contentType: string, body: unknown): unknown[] {
    const operation = operations.get(operationKey);
    if (!operation) return [`${operationKey} is not documented`];
    const response =
      operation.responses[String(status)] ??
      operation.responses[`${String(status)[0]}XX`] ??
      operation.responses.default;
    if (!response) return [`${operationKey} documents no ${status} answer`];
    const mediaType = contentType.split(';', 1)[0]?.trim() ?? '';
    const schema = response.content?.[mediaType]?.schema;
    if (!schema) return [`${operationKey} ${status} documents no ${mediaType} body`];
    // Any reference points into components; the pointer resolves against the document's own.
    const validate = validator.compile({ ...schema, components: doc.components });
    return validate(body) ? [] : (validate.errors ?? ['invalid']);
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; payload?: unknown } = {},
  ) {
    const response = await ctx.app.inject({
      method,
      url,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
      ...(options.payload === undefined ? {} : { headers: { ...options.headers, 'content-type': 'application/json' } }),
    });
    return { status: response.statusCode, type: String(response.headers['content-type']), body: response.json() };
  }

  it('is an OpenAPI 3.1 document: info, servers, paths with responses, resolvable references', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.components.securitySchemes[BEARER_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operations.size).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const path of Object.keys(doc.paths)) {
      if (!path.startsWith('/')) problems.push(`${path}: a path must start with /`);
      if (path.includes(':')) problems.push(`${path}: Fastify's :param left in the path`);
    }
    for (const [key, operation] of operations) {
      const path = key.slice(key.indexOf(' ') + 1);
      // Each {name} of the template is a required path parameter, and each path parameter is in it.
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      for (const name of templated) {
        const parameter = declared.find((candidate) => candidate.name === name);
        if (!parameter?.required) problems.push(`${key}: no required path parameter ${name}`);
      }
      for (const parameter of declared) {
        if (!templated.includes(parameter.name)) problems.push(`${key}: path parameter ${parameter.name} not in path`);
      }
      if (Object.keys(operation.responses).length === 0) problems.push(`${key}: no responses`);
      for (const status of Object.keys(operation.responses)) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${key}: bad status key ${status}`);
      }
      for (const requirement of operation.security ?? []) {
        for (const name of Object.keys(requirement)) {
          if (!(name in doc.components.securitySchemes)) problems.push(`${key}: unknown security scheme ${name}`);
        }
      }
    }
    const componentSchemas = doc.components.schemas ?? {};
    for (const ref of refsIn(doc.paths)) {
      const name = ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
      if (name === undefined || !(name in componentSchemas)) problems.push(`unresolvable reference ${ref}`);
    }
    expect(problems).toEqual([]);
  });

  it('holds only valid JSON Schema 2020-12 (every schema compiles against the meta-schema)', () => {
    const invalid: string[] = [];
    for (const { where, schema } of schemasOf(operations)) {
      try {
        validator.compile({ ...schema, components: doc.components });
      } catch (error) {
        invalid.push(`${where}: ${String(error)}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('documents every route the app registers, and no route it does not', () => {
    const registered = documentableRoutes(ctx);
    const documented = [...operations.keys()];
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
    // Development tools are documented while they exist (here: outside production).
    expect(documented).toEqual(expect.arrayContaining(['GET /dev/outbox', 'GET /test-billing/checkout/{id}']));
  });

  it("documents a route's parameters, body and answer from its zod schemas", () => {
    const probe = operations.get('POST /openapi-probe/{name}');
    expect(probe?.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'name',
        required: true,
        schema: expect.objectContaining({ maxLength: 10 }),
      }),
    ]);
    expect(probe?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { count: { type: 'integer' } },
      required: ['count'],
    });
    expect(probe?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { doubled: { type: 'integer' } },
    });
    expect(probe?.responses['400']).toBeDefined();
  });

  it('documents the widget save body as the forms the route reads it by, not as any object', () => {
    for (const key of ['POST /widget/', 'PUT /widget/{id}']) {
      const body = operations.get(key)?.requestBody?.content['application/json']?.schema;
      const widget = JSON.stringify(body);
      // The customer's form (title, type, settings) and the admin's order fields (owner, status, renewal).
      for (const field of ['"title"', '"htmlData"', '"allowedSites"', '"userId"', '"subStatus"', '"expires"']) {
        expect(widget, `${key} documents ${field}`).toContain(field);
      }
    }
  });

  it('documents the image upload as a multipart form with the file and its name', () => {
    const content = operations.get('POST /devadmin/upload')?.requestBody?.content;
    expect(Object.keys(content ?? {})).toEqual(['multipart/form-data']);
    expect(content?.['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' }, originalFileName: { type: 'string' } },
    });
  });

  it('gives signed-in and admin routes the bearer scheme, and public routes none', () => {
    const accessOf = (key: string) => {
      const operation = operations.get(key);
      return { access: operation?.[ACCESS_EXTENSION], security: operation?.security };
    };
    const bearer = [{ [BEARER_SCHEME]: [] }];
    expect(accessOf('GET /embed/{id}')).toEqual({ access: 'public', security: [] });
    expect(accessOf('GET /health')).toEqual({ access: 'public', security: [] });
    expect(accessOf('POST /user/login')).toEqual({ access: 'public', security: [] });
    // Open to everyone, with a different answer for a signed-in caller.
    expect(accessOf('GET /')).toEqual({ access: 'optional-session', security: [{}, ...bearer] });
    // Guarded per route, and per plugin (addHook) for whole route files.
    expect(accessOf('GET /user/profile')).toEqual({ access: 'signed-in', security: bearer });
    expect(accessOf('GET /widget/')).toEqual({ access: 'signed-in', security: bearer });
    expect(accessOf('GET /subscription')).toEqual({ access: 'signed-in', security: bearer });
    expect(accessOf('GET /devadmin/user')).toEqual({ access: 'admin', security: bearer });
    expect(accessOf('POST /dev/billing/advance')).toEqual({ access: 'admin', security: bearer });
    expect(accessOf('GET /dev/outbox')).toEqual({ access: 'admin', security: bearer });
    for (const [key, operation] of operations) {
      const guarded = operation[ACCESS_EXTENSION] === 'signed-in' || operation[ACCESS_EXTENSION] === 'admin';
      expect({ key, security: operation.security }).toEqual({ key, security: guarded ? bearer : expect.any(Array) });
      if (guarded) expect(Object.keys(operation.responses), key).toContain('401');
      if (operation[ACCESS_EXTENSION] === 'admin') expect(Object.keys(operation.responses), key).toContain('403');
    }
  });

  it('documents the answers the API really gives (public, signed-in, admin, field errors, failures)', async () => {
    const { db } = ctx.database;
    const types = await seedWidgetTypes(db);
    const owner = await account(ctx.app, db, 'openapi-owner@example.com');
    const admin = await account(ctx.app, db, 'openapi-admin@example.com', { role: 'admin' });
    const widget = await insertWidget(db, { userId: owner.id, widgetTypeId: types.prorated });

    const samples: Array<{ key: string; status: number; answer: Awaited<ReturnType<typeof call>> }> = [];
    const sample = async (key: string, status: number, answer: Promise<Awaited<ReturnType<typeof call>>>) => {
      samples.push({ key, status, answer: await answer });
    };
    await sample('GET /', 200, call('GET', '/'));
    await sample('GET /', 200, call('GET', '/', { headers: owner.headers }));
    await sample('GET /health', 200, call('GET', '/health'));
    await sample('GET /embed/{id}', 200, call('GET', `/embed/${widget.id}`));
    await sample('GET /embed/{id}', 404, call('GET', '/embed/no-such-widget'));
    await sample('GET /widget/', 200, call('GET', '/widget/', { headers: owner.headers }));
    await sample('GET /widget/', 401, call('GET', '/widget/'));
    await sample('GET /widget/{id}', 200, call('GET', `/widget/${widget.id}`, { headers: owner.headers }));
    await sample('GET /devadmin/user', 200, call('GET', '/devadmin/user', { headers: admin.headers }));
    await sample('GET /devadmin/user', 403, call('GET', '/devadmin/user', { headers: owner.headers }));
    await sample(
      'GET /devadmin/availableWidget',
      200,
      call('GET', '/devadmin/availableWidget', { headers: admin.headers }),
    );
    await sample(
      'POST /widget/',
      200,
      call('POST', '/widget/', {
        headers: owner.headers,
        payload: { widget: { title: 'Documented', widgetType: types.prorated, htmlData: {} } },
      }),
    );
    await sample(
      'POST /widget/',
      400,
      call('POST', '/widget/', {
        headers: owner.headers,
        payload: { widget: { title: '', widgetType: types.prorated } },
      }),
    );
    await sample(
      'POST /user',
      400,
      call('POST', '/user', { payload: { email: 'not-an-email', password: 'short', displayName: 'X' } }),
    );

    for (const { key, status, answer } of samples) {
      expect({ key, status: answer.status }).toEqual({ key, status });
      expect({ key, status, mismatches: mismatches(key, answer.status, answer.type, answer.body) }).toEqual({
        key,
        status,
        mismatches: [],
      });
    }
    // The samples are what they claim: a signed-in caller, and field errors rather than one message.
    expect(loginCheckResponseSchema.parse(samples[1]?.answer.body).user?.id).toBe(owner.id);
    expect(samples.filter((entry) => entry.status === 400).map((entry) => Object.keys(entry.answer.body))).toEqual([
      ['fieldErrors'],
      ['fieldErrors'],
    ]);
  });

  it('rejects an answer the document does not allow (the validation has teeth)', () => {
    expect(mismatches('GET /health', 200, 'application/json', { status: 'ok' })).toEqual([]);
    expect(mismatches('GET /health', 200, 'application/json', { status: 'fine' })).not.toEqual([]);
    expect(mismatches('GET /widget/', 401, 'application/json', { fieldErrors: {} })).not.toEqual([]);
    expect(mismatches('GET /no-such-route', 200, 'application/json', {})).not.toEqual([]);
  });
});

/** Every path the reference page and its document are served under. */
const DOCS_PATHS = [
  DOCS_PREFIX,
  `${DOCS_PREFIX}/`,
  `${DOCS_PREFIX}/json`,
  `${DOCS_PREFIX}/yaml`,
  `${DOCS_PREFIX}/static/index.html`,
  `${DOCS_PREFIX}/static/swagger-initializer.js`,
];

describe('API docs in production without API_DOCS=on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const [target] = databaseTargets();
    if (!target) throw new Error('no database target');
    ctx = await createTestApp(target, testConfig(PRODUCTION_ENV));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 404 for /docs, /docs/json and the rest: a map of every route is not handed out', async () => {
    for (const url of DOCS_PATHS) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('openapi');
    }
    // The API itself still answers.
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('OpenAPI document in production with API_DOCS=on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const [target] = databaseTargets();
    if (!target) throw new Error('no database target');
    ctx = await createTestApp(target, testConfig({ ...PRODUCTION_ENV, API_DOCS: 'on' }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves the reference page and its document again', async () => {
    for (const url of DOCS_PATHS) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(400);
    }
  });

  it('documents no development route, because none is registered', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    const paths = Object.keys(documentSchema.parse(response.json()).paths);
    expect(paths).toContain('/embed/{id}');
    expect(paths.filter((path) => path.startsWith('/dev/') || path.startsWith('/test-billing/'))).toEqual([]);
    expect(
      documentableRoutes(ctx).filter((route) => !operationsOf(documentSchema.parse(response.json())).has(route)),
    ).toEqual([]);
  });
});

describe('GET /docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const [target] = databaseTargets();
    if (!target) throw new Error('no database target');
    ctx = await createTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves the reference page under its own policy: scripts from the API only, no framing', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    const script = await ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    // The page reads the document next to it (/docs/json).
    expect(script.body).toContain("resolveUrl('./json')");
    // The page's policy is its own: the rest of the API keeps whatever its plugins set.
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['content-security-policy']).not.toBe(policy);
  });
});
