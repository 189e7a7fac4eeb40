import { describe, expect, it } from 'vitest';
import { htmlDataSchemaOf, WIDGET_TYPE_NAMES } from '../widget-types/registry';
import { defaultHtmlData, htmlDataFields, parseHtmlData, savedDefaultHtmlData, widgetHtmlDataSchema } from './index';
import { groupPaths, readPath, withExtraKey, withPath } from './test-helpers';

/** A new widget's defaults, but in English: what a stored widget without a language reads as (issue 32). */
const inEnglish = (type: (typeof WIDGET_TYPE_NAMES)[number]) =>
  withExtraKey(defaultHtmlData(type), [type], 'language', 'en');

describe.each(WIDGET_TYPE_NAMES)('%s htmlData', (type) => {
  const schema = htmlDataSchemaOf(type);

  it('parses {} to the defaults in English, keyed by the type', () => {
    const parsed = schema.parse({});
    expect(Object.keys(parsed)).toEqual([type]);
    expect(parsed).toEqual(inEnglish(type));
  });

  it('its defaults satisfy its own rules', () => {
    // .default() values are not validated by zod, so feed them back in as input.
    const defaults = defaultHtmlData(type);
    const reparsed = schema.safeParse(defaults);
    expect(reparsed.error?.issues ?? []).toEqual([]);
    expect(reparsed.data).toEqual(defaults);
  });

  it('gives every field a default value', () => {
    const defaults = defaultHtmlData(type);
    const fields = htmlDataFields(type);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      expect(readPath(defaults, field.path), field.path.join('.')).not.toBeUndefined();
    }
  });

  it('starts a new widget at the page’s language, and reads a saved one without it as English', () => {
    expect(readPath(defaultHtmlData(type), [type, 'language'])).toBe('auto');
    expect(readPath(schema.parse({ [type]: {} }), [type, 'language'])).toBe('en');
    expect(readPath(schema.parse(withPath([type, 'language'], 'ar')), [type, 'language'])).toBe('ar');
    expect(schema.safeParse(withPath([type, 'language'], 'xx')).success).toBe(false);
    expect(savedDefaultHtmlData(type)).toEqual(inEnglish(type));
  });

  it('hands out a fresh object each time', () => {
    const first = defaultHtmlData(type);
    const firstSettings = readPath(first, [type]);
    if (typeof firstSettings !== 'object' || firstSettings === null) throw new Error('no settings');
    Object.assign(firstSettings, { mutated: true });
    expect(readPath(defaultHtmlData(type), [type, 'mutated'])).toBeUndefined();
  });

  it('keeps a given field and fills the rest of a partial object', () => {
    const textField = htmlDataFields(type).find((field) => field.kind === 'text' || field.kind === 'color');
    if (!textField) throw new Error(`${type} has no text or colour field`);
    const value = textField.kind === 'color' ? '#123456' : 'Given text';
    const parsed = schema.parse(withPath(textField.path, value));
    expect(readPath(parsed, textField.path)).toBe(value);
    const expected = withExtraKey(inEnglish(type), textField.path.slice(0, -1), textField.path.at(-1) ?? '', value);
    expect(parsed).toEqual(expected);
  });

  it('drops unknown keys at every nesting level', () => {
    const paths = groupPaths(htmlDataFields(type).map((field) => field.path));
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      const input = withExtraKey(defaultHtmlData(type), path, 'injected', '<script>alert(1)</script>');
      expect(schema.parse(input), path.join('.')).toEqual(defaultHtmlData(type));
    }
  });

  it("drops other types' settings", () => {
    const other = WIDGET_TYPE_NAMES.find((name) => name !== type) ?? type;
    const parsed = schema.parse({ [other]: { anything: 1 } });
    expect(Object.keys(parsed)).toEqual([type]);
  });

  it('does not let __proto__ through', () => {
    const input: unknown = JSON.parse(`{"__proto__":{"polluted":true},"${type}":{"__proto__":{"polluted":true}}}`);
    const parsed = schema.parse(input);
    expect(parsed).toEqual(inEnglish(type));
    expect(Object.getPrototypeOf(readPath(parsed, [type]))).toBe(Object.prototype);
    expect(readPath({}, ['polluted'])).toBeUndefined();
  });

  it('parseHtmlData reports issues at the field path', () => {
    const colour = htmlDataFields(type).find((field) => field.kind === 'color');
    if (!colour) throw new Error(`${type} has no colour field`);
    const result = parseHtmlData(type, withPath(colour.path, 'red'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(colour.path);
  });

  it('is accepted by the any-type widget htmlData schema too', () => {
    expect(widgetHtmlDataSchema.parse(defaultHtmlData(type))).toEqual(defaultHtmlData(type));
  });
});

describe('widgetHtmlDataSchema', () => {
  it('takes any object as it is: the type is not known yet, so its contract checks it once, later', () => {
    const sent = { yelp: { url: 'javascript:alert(1)' }, unknown: 1 };
    expect(widgetHtmlDataSchema.parse(sent)).toEqual(sent);
    expect(parseHtmlData('yelp', sent).success).toBe(false);
  });

  it.each([null, 'text', 3, ['a']])('refuses %j, which is not an htmlData object', (value) => {
    expect(widgetHtmlDataSchema.safeParse(value).success).toBe(false);
  });
});
