// Every htmlData field that takes free text, an address or a token refuses what Postgres cannot
// store (a NUL, a lone surrogate) with an error on that field. The field list is derived from the
// schemas (htmlDataFields), so a field added later is covered without editing this.
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../constants/messages';
import { htmlDataSchemaOf, WIDGET_TYPE_NAMES } from '../widget-types/registry';
import type { FieldKind } from './field.builders';
import { htmlDataFields } from './index';
import { withPath } from './test-helpers';

/** A value each string kind accepts, so the refusals below are caused by the inserted character. */
const VALID: Partial<Record<FieldKind, string>> = {
  text: 'Rent due',
  url: 'https://www.example.com/page',
  link: 'https://www.example.com/page',
  encodedUrl: encodeURIComponent('https://www.example.com/page'),
  token: 'abc_123',
};

const UNSTORABLE = (valid: string) => [
  `${valid}\u0000`,
  `\u0000${valid}`,
  `${valid}\ud800`,
  `\udc00${valid}`,
  `${valid.slice(0, 4)}\u0000${valid.slice(4)}`,
];

const stringFields = WIDGET_TYPE_NAMES.flatMap((type) =>
  htmlDataFields(type).flatMap((field) => {
    const valid = VALID[field.kind];
    return valid === undefined ? [] : [{ type, path: field.path, kind: field.kind, valid, name: field.path.join('.') }];
  }),
);

describe('unstorable text in htmlData', () => {
  it('covers text, address and token fields of every type', () => {
    const kinds = new Set(stringFields.map((field) => field.kind));
    for (const kind of ['text', 'url', 'link', 'encodedUrl', 'token']) expect(kinds).toContain(kind);
    for (const type of WIDGET_TYPE_NAMES) expect(stringFields.some((field) => field.type === type)).toBe(true);
  });

  it.each(stringFields)('$type $name ($kind) refuses a NUL or a lone surrogate', ({ type, path, valid }) => {
    expect(htmlDataSchemaOf(type).safeParse(withPath(path, valid)).success, `${path.join('.')} refused ${valid}`).toBe(
      true,
    );
    for (const value of UNSTORABLE(valid)) {
      const result = htmlDataSchemaOf(type).safeParse(withPath(path, value));
      expect(result.success, `${path.join('.')} took ${JSON.stringify(value)}`).toBe(false);
      expect(result.error?.issues[0]?.path.slice(0, path.length)).toEqual(path);
    }
  });

  it('says why on a text field', () => {
    const result = htmlDataSchemaOf('prorated').safeParse(
      withPath(['prorated', 'heading', 'proratedHeading'], 'a\u0000'),
    );
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unstorable);
  });
});
