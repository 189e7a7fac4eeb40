// Builders for htmlData fields. Each one registers the field's kind, so the whole field list of a
// widget type can be derived from its schema (field.metadata.ts) and checked field by field: a
// field built any other way has no kind and makes htmlDataFields() throw.
import { z } from 'zod';
import type { NumberBound } from '../constants/bounds';
import {
  FONT_WEIGHTS,
  FONTS,
  type Font,
  type FontWeight,
  SHADOWS,
  type Shadow,
  TEXT_ALIGNS,
  type TextAlign,
  TOGGLE_VALUES,
  type Toggle,
} from '../constants/lists';
import { boundedNumberSchema } from '../rules/bounds.rule';
import { hexColorSchema } from '../rules/color.rule';
import { clientString } from '../rules/text.rule';
import { FONT_SIZE_RULE, LENGTH_RULE, type UnitRule, unitValueSchema } from '../rules/unit.rule';
import { encodedHttpUrlSchema, linkUrlSchema, optionalHttpUrlSchema, URL_MAX_LENGTH } from '../rules/url.rule';

export const FIELD_KINDS = [
  'color',
  'unit',
  'enum',
  'enumList',
  'textList',
  'toggle',
  'boolean',
  'number',
  'url',
  'link',
  'encodedUrl',
  'token',
  'text',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldMeta {
  kind: FieldKind;
  /** The most characters a text-like field takes: its editor input stops there (issue 29 #11). */
  maxLength?: number;
}

export const fieldRegistry = z.registry<FieldMeta>();

function register<T extends z.ZodType>(schema: T, kind: FieldKind, maxLength?: number): T {
  fieldRegistry.add(schema, maxLength === undefined ? { kind } : { kind, maxLength });
  return schema;
}

/** The font used where the spec names none. */
export const DEFAULT_FONT: Font = 'Open Sans';

/** Text lengths: a heading, label or button caption, and a paragraph such as a disclaimer. */
export const TEXT_MAX = { short: 200, long: 2000 } as const;

export const color = (fallback: string) => register(hexColorSchema.default(fallback), 'color');

export const unit = (fallback: string, rule: UnitRule) => register(unitValueSchema(rule).default(fallback), 'unit');
export const fontSize = (fallback: string) => unit(fallback, FONT_SIZE_RULE);
export const length = (fallback: string) => unit(fallback, LENGTH_RULE);

export const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  register(z.enum(values).default(fallback), 'enum');
export const numberChoice = <const T extends readonly [number, ...number[]]>(values: T, fallback: T[number]) =>
  register(z.literal(values).default(fallback), 'enum');
/** An ordered selection from a list, each entry at most once. */
export const choiceList = <const T extends readonly [string, ...string[]]>(values: T, fallback: readonly T[number][]) =>
  register(
    z
      .array(z.enum(values))
      .max(values.length)
      .refine((list) => new Set(list).size === list.length, { error: 'Each entry may appear only once.' })
      .default(() => [...fallback]),
    'enumList',
  );

export const font = (fallback: Font = DEFAULT_FONT) => register(z.enum(FONTS).default(fallback), 'enum');
export const fontWeight = (fallback: FontWeight) => register(z.enum(FONT_WEIGHTS).default(fallback), 'enum');
export const textAlign = (fallback: TextAlign) => register(z.enum(TEXT_ALIGNS).default(fallback), 'enum');
export const shadow = (fallback: Shadow) => register(z.enum(SHADOWS).default(fallback), 'enum');

/** An on/off string toggle. */
export const toggle = (fallback: Toggle) => register(z.enum(TOGGLE_VALUES).default(fallback), 'toggle');
/** A boolean toggle (tripadvisor, monthly payment). */
export const flag = (fallback: boolean) => register(z.boolean().default(fallback), 'boolean');

export const bounded = (fallback: number, bound: NumberBound) =>
  register(boundedNumberSchema(bound).default(fallback), 'number');

/** A source page the server fetches: http(s) only, or empty while the widget is a draft. */
export const sourceUrl = (fallback = '') => register(optionalHttpUrlSchema.default(fallback), 'url', URL_MAX_LENGTH);
/** A link a visitor clicks: http(s), mailto: or tel:, or empty. */
export const link = (fallback = '') => register(linkUrlSchema.default(fallback), 'link', URL_MAX_LENGTH);
/** An URL-encoded http(s) address (accessibility domainUrl); the editor's limit is the decoded address's. */
export const encodedUrl = (fallback = '') =>
  register(encodedHttpUrlSchema.default(fallback), 'encodedUrl', URL_MAX_LENGTH);

/**
 * An identifier passed on to another service (a maps key, a business id): a fixed character set,
 * at most `max` characters (the pattern's own bound, said again for the editor's input).
 */
export const token = (pattern: RegExp, message: string, max: number, fallback = '') =>
  register(clientString().max(max, { error: message }).regex(pattern, message).default(fallback), 'token', max);

/** Free text; escaped wherever it is rendered, so only its length is limited. */
export const text = (fallback: string, max: number = TEXT_MAX.short) =>
  register(clientString().max(max).default(fallback), 'text', max);

/** What a list of short texts refuses, each in plain words for the owner. */
export interface TextListRules {
  maxItems: number;
  maxLength: number;
  messages: { tooMany: string; tooLong: string; blank: string; repeated: string };
}

/**
 * A list of short texts compared, never rendered (review ids, excluded words): each non-blank,
 * bounded and at most once, and the list bounded.
 */
export const textList = ({ maxItems, maxLength, messages }: TextListRules) =>
  register(
    z
      .array(
        clientString()
          .max(maxLength, { error: messages.tooLong })
          .refine((entry) => entry.trim() !== '', { error: messages.blank }),
      )
      .max(maxItems, { error: messages.tooMany })
      .refine((list) => new Set(list).size === list.length, { error: messages.repeated })
      .default(() => []),
    'textList',
  );

// A nested settings group is written `z.object({...}).prefault({})`: a missing group is parsed from
// {} and so takes every default of its fields.
