import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index';
import { plainIssueMessage, textTooLong } from './plain-messages.rule';

// Issue 29 #11: no zod default text reaches a user. Every schema the contracts export, and every
// setting of every widget type, is fed wrong values; each message must be one of ours.

/** The openings of zod's English messages (zod/v4/locales/en.js). */
const ZOD_DEFAULT =
  /^(Invalid (input|option|string|number|key|element|value|discriminator)|Too (big|small)|Unrecognized key)/;

const WRONG_VALUES: readonly unknown[] = [
  undefined,
  null,
  true,
  -1,
  1.5,
  1e15,
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  'not-a-choice',
  {},
  [],
  [1, 1],
  ['not-a-choice'],
  { unknownField: 1 },
];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

const exportedSchemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(contracts)) {
  if (value instanceof z.ZodType) exportedSchemas.push([name, value]);
}

describe('messages a user reads (issue 29 #11)', () => {
  it('finds the contracts’ schemas to check', () => {
    expect(exportedSchemas.length).toBeGreaterThan(50);
  });

  it.each(exportedSchemas)('%s says nothing in zod’s default words, whatever it is sent', (_name, schema) => {
    const raw = WRONG_VALUES.flatMap((input) => messagesOf(schema, input)).filter((text) => ZOD_DEFAULT.test(text));
    expect(raw).toEqual([]);
  });

  it.each(contracts.WIDGET_TYPE_NAMES)('every %s setting says what is wrong in our words', (type) => {
    const defaults = contracts.defaultHtmlData(type);
    const raw: string[] = [];
    for (const field of contracts.htmlDataFields(type)) {
      for (const value of WRONG_VALUES) {
        const input: unknown = structuredClone(defaults);
        let holder: unknown = input;
        for (const key of field.path.slice(0, -1)) holder = Reflect.get(Object(holder), key);
        Reflect.set(Object(holder), field.path[field.path.length - 1] ?? '', value);
        raw.push(...messagesOf(contracts.htmlDataSchemaOf(type), input).filter((text) => ZOD_DEFAULT.test(text)));
      }
    }
    expect(raw).toEqual([]);
  });

  it('tells text over its limit the limit, even where the field has its own message for a blank', () => {
    expect(messagesOf(contracts.widgetTitleSchema, 'x'.repeat(300))).toEqual([textTooLong(contracts.TITLE_MAX_LENGTH)]);
    expect(messagesOf(contracts.widgetTitleSchema, '  ')).toEqual([contracts.WIDGET_MESSAGES.titleRequired]);
    expect(messagesOf(contracts.displayNameSchema, 'x'.repeat(300))).toEqual([textTooLong(100)]);
    expect(messagesOf(contracts.displayNameSchema, '')).toEqual([contracts.ACCOUNT_MESSAGES.nameRequired]);
    // The accessibility menu's title, which answered 'Too big: expected string to have <=200 characters'.
    const settings = contracts.defaultSettings('accessibility');
    const long = { ...settings, toolbox: { ...settings.toolbox, toolboxTitle: 'x'.repeat(201) } };
    expect(messagesOf(contracts.settingsSchemaOf('accessibility'), long)).toEqual([textTooLong(200)]);
  });

  it('has words for every kind of issue', () => {
    const issues: z.core.$ZodRawIssue[] = [
      { code: 'invalid_type', expected: 'string', input: 5, path: [] },
      { code: 'invalid_type', expected: 'number', input: undefined, path: [] },
      { code: 'invalid_value', values: ['a', 'b'], input: 'c', path: [] },
      { code: 'too_big', origin: 'number', maximum: 5, inclusive: true, input: 6, path: [] },
      { code: 'too_small', origin: 'array', minimum: 2, inclusive: true, input: [], path: [] },
      { code: 'invalid_format', format: 'email', input: 'x', path: [] },
      { code: 'not_multiple_of', divisor: 5, input: 6, origin: 'number', path: [] },
      { code: 'unrecognized_keys', keys: ['role'], input: {}, path: [] },
      { code: 'invalid_union', errors: [], input: 1, path: [] },
      { code: 'custom', input: 1, path: [] },
    ];
    for (const issue of issues) {
      const text = plainIssueMessage(issue);
      expect(text, issue.code).not.toMatch(ZOD_DEFAULT);
      expect(text.endsWith('.'), text).toBe(true);
    }
  });
});
