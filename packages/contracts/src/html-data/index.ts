// htmlData is keyed by widget kind (spec 000 §3): a prorated widget saves { prorated: {...} } and an
// appfolio widget { appfolio: { group, ... } }. Everything here works on that keyed shape, for any
// type of the registry (../widget-types/registry.ts).
import { z } from 'zod';
import { NEW_WIDGET_LANGUAGE } from '../constants/languages';
import {
  type HtmlDataByType,
  htmlDataSchemaOf,
  type SettingsByType,
  settingsSchemaOf,
  WIDGET_TYPE_CONTRACTS,
  type WidgetTypeName,
} from '../widget-types/registry';
import { collectFields, type HtmlDataField } from './field.metadata';

/** The htmlData of a widget of some type. */
export type HtmlData = HtmlDataByType[WidgetTypeName];

/**
 * htmlData where the type is not known to the schema (a request body before its type is looked
 * up, a widget in a list): any object. It is checked against the type's own contract exactly once,
 * where the type is known (parseHtmlData on save, repairHtmlData on read).
 */
export const widgetHtmlDataSchema = z.record(z.string(), z.unknown());
export type WidgetHtmlData = z.infer<typeof widgetHtmlDataSchema>;

/**
 * Validates a saved or submitted htmlData for a type: `{ [type]: settings }` with defaults filled
 * in for missing fields and unknown keys dropped. Issue paths start at the type key.
 */
export function parseHtmlData<T extends WidgetTypeName>(
  type: T,
  input: unknown,
): z.ZodSafeParseResult<HtmlDataByType[T]> {
  return htmlDataSchemaOf(type).safeParse(input);
}

/** A fresh `{ [type]: defaults }` object, where a new widget of that type starts (spec 001/002 §3, §9). */
export function defaultHtmlData<T extends WidgetTypeName>(type: T): HtmlDataByType[T] {
  // A new widget follows its page's language; one saved without the setting reads as English.
  const result = parseHtmlData(type, { [type]: { language: NEW_WIDGET_LANGUAGE } });
  if (!result.success) throw new Error(`The ${type} defaults do not satisfy their own schema: ${result.error.message}`);
  return result.data;
}

/**
 * What a stored htmlData with nothing set reads as: the defaults, in English. A widget saved before
 * the language setting (issue 32), or sent without one, keeps showing as it did.
 */
export function savedDefaultHtmlData<T extends WidgetTypeName>(type: T): HtmlDataByType[T] {
  const result = parseHtmlData(type, {});
  if (!result.success) throw new Error(`The ${type} defaults do not satisfy their own schema: ${result.error.message}`);
  return result.data;
}

/** A fresh settings object of a type with every default: what sits under htmlData[type] of a new widget. */
export function defaultSettings<T extends WidgetTypeName>(type: T): SettingsByType[T] {
  return settingsSchemaOf(type).parse({ language: NEW_WIDGET_LANGUAGE });
}

/** A type's settings object, checked: the settings themselves, without the type key around them. */
export function parseSettings<T extends WidgetTypeName>(
  type: T,
  input: unknown,
): z.ZodSafeParseResult<SettingsByType[T]> {
  return settingsSchemaOf(type).safeParse(input);
}

const fieldCache = new Map<WidgetTypeName, readonly HtmlDataField[]>();

/**
 * Every leaf field of a type's htmlData with its kind (colour, unit, enum, url, text …); paths
 * start at the type key, e.g. ['prorated', 'heading', 'headingColor'].
 */
export function htmlDataFields(type: WidgetTypeName): readonly HtmlDataField[] {
  const cached = fieldCache.get(type);
  if (cached) return cached;
  const fields = collectFields(WIDGET_TYPE_CONTRACTS[type].htmlData);
  fieldCache.set(type, fields);
  return fields;
}

export { DEFAULT_FONT, FIELD_KINDS, type FieldKind, TEXT_MAX } from './field.builders';
export type { HtmlDataField } from './field.metadata';
