// Every field that reaches CSS, an attribute or a URL must refuse a hostile value. The field list is
// derived from the schemas (htmlDataFields), so a field added later is covered without editing this.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { htmlDataSchemaOf, WIDGET_TYPE_NAMES } from '../widget-types/registry';
import { text } from './field.builders';
import { collectFields } from './field.metadata';
import { htmlDataFields } from './index';
import { withPath } from './test-helpers';

const HOSTILE = [
  'red;}</style><script>',
  'javascript:alert(1)',
  'expression(',
  'expression(alert(1))',
  'url(javascript:alert(1))',
  '#fff;background:url(x)',
  '16px;position:fixed',
  '"><img src=x onerror=alert(1)>',
  'javascript%3Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'https://example.com/"><script>',
  ' ',
];

const guarded = WIDGET_TYPE_NAMES.flatMap((type) =>
  htmlDataFields(type)
    .filter((field) => field.kind !== 'text')
    .map((field) => ({ type, path: field.path, kind: field.kind, name: field.path.join('.') })),
);

describe('hostile values', () => {
  it('covers colour, unit, enum, toggle and URL fields of every type', () => {
    const kinds = new Set(guarded.map((field) => field.kind));
    for (const kind of ['color', 'unit', 'enum', 'toggle', 'url']) expect(kinds).toContain(kind);
    for (const type of WIDGET_TYPE_NAMES) expect(guarded.some((field) => field.type === type)).toBe(true);
  });

  it.each(guarded)('$name ($kind) refuses every hostile string', ({ type, path, kind }) => {
    for (const value of HOSTILE) {
      const input = withPath(path, kind === 'enumList' ? [value] : value);
      const result = htmlDataSchemaOf(type).safeParse(input);
      expect(result.success, `${path.join('.')} took ${JSON.stringify(value)}`).toBe(false);
      expect(result.error?.issues[0]?.path.slice(0, path.length)).toEqual(path);
    }
  });

  it.each(guarded.filter((field) => field.kind === 'enumList'))(
    '$name refuses a hostile string itself',
    ({ type, path }) => {
      expect(htmlDataSchemaOf(type).safeParse(withPath(path, 'red;}</style><script>')).success).toBe(false);
    },
  );

  it('text is kept as typed, since it is escaped where it is rendered', () => {
    const parsed = htmlDataSchemaOf('prorated').parse(
      withPath(['prorated', 'heading', 'proratedHeading'], '<b>Rent</b>'),
    );
    expect(parsed.prorated.heading.proratedHeading).toBe('<b>Rent</b>');
  });

  it('text is bounded', () => {
    const long = 'x'.repeat(201);
    expect(
      htmlDataSchemaOf('prorated').safeParse(withPath(['prorated', 'heading', 'proratedHeading'], long)).success,
    ).toBe(false);
  });

  it('a field not built with the field builders is refused by the walker', () => {
    const schema = z.object({ known: text('a'), nested: z.object({ raw: z.string().default('') }).prefault({}) });
    expect(() => collectFields(schema)).toThrow('htmlData field nested.raw has no field kind');
  });
});
