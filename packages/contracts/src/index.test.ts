import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

const HOSTILE = ['red;}</style><script>', 'javascript:alert(1)', 'expression('];

describe('the package entry', () => {
  it('every exported schema converts to JSON Schema for the API docs, as input and as output', () => {
    let converted = 0;
    for (const [name, value] of Object.entries(contracts)) {
      if (!(value instanceof z.ZodType)) continue;
      for (const io of ['input', 'output'] as const) {
        expect(() => z.toJSONSchema(value, { io }), `${name} (${io})`).not.toThrow();
      }
      converted += 1;
    }
    expect(converted).toBeGreaterThan(50);
  });
});

describe('hostile values in entity and request enums', () => {
  const enumFields: [string, z.ZodType, (value: string) => unknown][] = [
    ['widget type name', contracts.widgetTypeNameSchema, (value) => value],
    ['subscription status', contracts.subscriptionStatusSchema, (value) => value],
    [
      'user role',
      contracts.adminCreateUserBodySchema,
      (userRole) => ({ displayName: 'A', email: 'a@b.co', password: 'Abcdef1!', userRole }),
    ],
    ['product category', contracts.productBodySchema, (category) => ({ name: 'yelp', displayName: 'Yelp', category })],
    ['collection name', contracts.collectionBodySchema, (collectionName) => ({ collectionName })],
    ['order status', contracts.editOrderFormSchema, (subStatus) => ({ title: 'x', subStatus })],
    [
      'product banner',
      contracts.productBodySchema,
      (bannerImage) => ({ name: 'yelp', displayName: 'Yelp', bannerImage }),
    ],
  ];

  it.each(enumFields)('%s refuses every hostile string', (_name, schema, build) => {
    for (const value of HOSTILE) expect(schema.safeParse(build(value)).success).toBe(false);
  });
});
