// Every string a client sends in a request body or path refuses what Postgres cannot store (a NUL,
// a lone surrogate) with an error on that field, so the API answers 400 before doing any work. The
// string fields are found by walking the schemas; each needs a valid example below, so a string
// field added later fails here until it is listed (and so checked).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { widgetHtmlDataSchema } from '../html-data/index';
import {
  adminCreateUserBodySchema,
  adminCreateWidgetBodySchema,
  adminPaymentBodySchema,
  adminUpdateUserBodySchema,
  adminUpdateWidgetBodySchema,
  productBodySchema,
} from './admin.api';
import { checkoutSessionBodySchema, updatePaymentMethodBodySchema } from './billing.api';
import {
  idParamsSchema,
  userIdParamsSchema,
  verifyEmailParamsSchema,
  widgetIdParamsSchema,
  widgetSiteParamsSchema,
} from './params.api';
import {
  createUserBodySchema,
  deleteUserBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  updateUserBodySchema,
  verifyEmailRequestBodySchema,
} from './user.api';
import { previewBodySchema, widgetBodySchema } from './widget.api';

const ID = '6f1c2b7e-2d3a-4c5b-9e8f-0a1b2c3d4e5f';
const PASSWORD = 'Secret#123';

/** Each request schema with a request it accepts, every string field filled. */
const REQUESTS: { name: string; schema: z.ZodType; valid: Record<string, unknown> }[] = [
  {
    name: 'createUserBody',
    schema: createUserBodySchema,
    valid: { email: 'a@example.com', password: PASSWORD, displayName: 'Ann', recaptcha: 'token' },
  },
  {
    name: 'loginBody',
    schema: loginBodySchema,
    valid: { email: 'a@example.com', password: PASSWORD, recaptcha: 't', signInCode: '123456' },
  },
  { name: 'forgotPasswordBody', schema: forgotPasswordBodySchema, valid: { email: 'a@example.com' } },
  { name: 'resetPasswordBody', schema: resetPasswordBodySchema, valid: { password: PASSWORD, currentPassword: 'x' } },
  {
    name: 'updateUserBody',
    schema: updateUserBodySchema,
    valid: { displayName: 'Ann', email: 'a@example.com', currentPassword: PASSWORD },
  },
  { name: 'deleteUserBody', schema: deleteUserBodySchema, valid: { password: PASSWORD } },
  { name: 'verifyEmailRequestBody', schema: verifyEmailRequestBodySchema, valid: { email: 'a@example.com' } },
  {
    name: 'widgetBody',
    schema: widgetBodySchema,
    valid: { widget: { title: 'Rent', widgetType: ID, htmlData: {}, allowedSites: ['example.com'] } },
  },
  {
    name: 'previewBody',
    schema: previewBodySchema,
    valid: {
      widget: {
        id: ID,
        title: 'Rent',
        widgetType: { id: ID, name: 'prorated', scripts: { main: 'prorated.js', lib: '' } },
        htmlData: {},
      },
    },
  },
  {
    name: 'checkoutSessionBody',
    schema: checkoutSessionBodySchema,
    valid: {
      priceId: 'price_1',
      customerEmail: 'a@example.com',
      widgetData: { id: ID, title: 'Rent', widgetType: ID, htmlData: {}, allowedSites: ['example.com'] },
    },
  },
  {
    name: 'updatePaymentMethodBody',
    schema: updatePaymentMethodBodySchema,
    valid: { paymentMethodId: 'pm_1', customerId: 'cus_1' },
  },
  {
    name: 'adminCreateWidgetBody',
    schema: adminCreateWidgetBodySchema,
    valid: {
      widget: { title: 'Rent', widgetType: ID, userId: ID, expires: '2030-01-31', subStatus: 'active', htmlData: {} },
    },
  },
  {
    name: 'adminUpdateWidgetBody',
    schema: adminUpdateWidgetBodySchema,
    valid: { widget: { title: 'Rent', subStatus: 'active', expires: '2030-01-31', widgetType: ID } },
  },
  {
    name: 'adminPaymentBody',
    schema: adminPaymentBodySchema,
    valid: { userId: ID, amount: 5, widgetId: ID, method: 'cash', created: 1_700_000_000 },
  },
  {
    name: 'adminCreateUserBody',
    schema: adminCreateUserBodySchema,
    valid: { displayName: 'Ann', email: 'a@example.com', password: PASSWORD },
  },
  {
    name: 'adminUpdateUserBody',
    schema: adminUpdateUserBodySchema,
    valid: { id: ID, displayName: 'Ann', email: 'a@example.com', password: PASSWORD },
  },
  {
    name: 'productBody',
    schema: productBodySchema,
    valid: {
      id: ID,
      name: 'prorated',
      displayName: 'Prorated',
      desc: 'Rent',
      bannerImage: 'https://www.example.com/banner.png',
      iconImage: 'devadmin/icon.png',
      scripts: { main: 'prorated.js', lib: 'lib.js' },
      stripePriceId: 'price_1',
      stripeProductId: 'prod_1',
    },
  },
  { name: 'idParams', schema: idParamsSchema, valid: { id: ID } },
  { name: 'userIdParams', schema: userIdParamsSchema, valid: { userId: ID } },
  { name: 'widgetIdParams', schema: widgetIdParamsSchema, valid: { widgetId: ID } },
  { name: 'widgetSiteParams', schema: widgetSiteParamsSchema, valid: { widgetId: ID, siteId: ID } },
  { name: 'verifyEmailParams', schema: verifyEmailParamsSchema, valid: { uid: 'abc' } },
];

/**
 * Passwords only ever checked against the stored hash: refusing a character there could lock out
 * an account whose password predates the rule, and the value is never stored or echoed.
 */
const EXEMPT = new Set([
  'loginBody password',
  'resetPasswordBody currentPassword',
  'updateUserBody currentPassword',
  'deleteUserBody password',
]);

/** Paths of every string leaf a client can send; htmlData is covered field by field elsewhere. */
function stringPaths(schema: z.core.$ZodType, path: readonly string[] = []): string[][] {
  if (schema === widgetHtmlDataSchema) return [];
  // Formats (z.email, z.iso.date) are strings too, with their own classes.
  if (schema._zod.def.type === 'string') return [[...path]];
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, child]) => stringPaths(child, [...path, key]));
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault
  ) {
    return stringPaths(schema.unwrap(), path);
  }
  if (schema instanceof z.ZodPipe) return stringPaths(schema.in, path);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => stringPaths(option, path));
  if (schema instanceof z.ZodArray) return stringPaths(schema.element, [...path, '0']);
  const leaves = [z.ZodEnum, z.ZodLiteral, z.ZodNumber, z.ZodBoolean, z.ZodUnknown];
  if (leaves.some((kind) => schema instanceof kind)) return [];
  throw new Error(`no rule to walk a ${schema._zod.def.type} at ${path.join('.')}`);
}

function unique(paths: string[][]): string[][] {
  return [...new Map(paths.map((path) => [path.join('.'), path])).values()];
}

/** An object or an array: a path step is a key or an index (an allowed site's `0`). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readValue(root: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), root);
}

function withValue(root: Record<string, unknown>, path: readonly string[], value: string): unknown {
  const copy = structuredClone(root);
  const parent = readValue(copy, path.slice(0, -1));
  const last = path.at(-1);
  if (!isRecord(parent) || last === undefined) throw new Error(`no object holds ${path.join('.')}`);
  parent[last] = value;
  return copy;
}

const fields = REQUESTS.flatMap(({ name, schema, valid }) =>
  unique(stringPaths(schema))
    .filter((path) => !EXEMPT.has(`${name} ${path.join('.')}`))
    .map((path) => ({ name, schema, valid, path, field: `${name} ${path.join('.')}` })),
);

describe('unstorable text in requests', () => {
  it('finds the string fields, including titles, names, emails, ids and addresses', () => {
    const found = new Set(fields.map((entry) => entry.field));
    for (const field of [
      'widgetBody widget.title',
      'createUserBody displayName',
      'createUserBody email',
      'updateUserBody displayName',
      'previewBody widget.title',
      'productBody desc',
      'idParams id',
    ]) {
      expect(found).toContain(field);
    }
  });

  it.each(REQUESTS)('$name: the example is accepted', ({ schema, valid }) => {
    expect(schema.safeParse(valid).error).toBeUndefined();
  });

  it.each(fields)('$field refuses a NUL or a lone surrogate', ({ schema, valid, path, field }) => {
    const example = readValue(valid, path);
    expect(typeof example, `${field} needs a string in the example`).toBe('string');
    const text = String(example);
    for (const value of [`${text}\u0000`, `\u0000${text}`, `${text}\ud800`, `\udfff${text}`]) {
      const result = schema.safeParse(withValue(valid, path, value));
      expect(result.success, `${field} took ${JSON.stringify(value)}`).toBe(false);
      expect(result.error?.issues.some((issue) => issue.path.join('.') === path.join('.'))).toBe(true);
    }
  });
});
