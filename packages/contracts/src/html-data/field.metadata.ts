import { z } from 'zod';
import { type FieldKind, fieldRegistry } from './field.builders';

/** One leaf setting of a widget's htmlData: its path from the htmlData root and its kind. */
export interface HtmlDataField {
  path: readonly string[];
  kind: FieldKind;
  /** The most characters of a text-like field (text, url, link, token). */
  maxLength?: number;
}

function unwrapGroup(schema: z.core.$ZodType): z.ZodObject | null {
  let current = schema;
  while (current instanceof z.ZodPrefault || current instanceof z.ZodDefault || current instanceof z.ZodOptional) {
    current = current.unwrap();
  }
  return current instanceof z.ZodObject ? current : null;
}

/**
 * Lists every leaf field of an htmlData object schema with its kind. Throws for a field that was
 * not made by the field builders, so nothing reaches a customer's page without a known rule.
 */
export function collectFields(schema: z.ZodObject, prefix: readonly string[] = []): HtmlDataField[] {
  return Object.entries(schema.shape).flatMap(([key, child]) => {
    const path = [...prefix, key];
    const meta = fieldRegistry.get(child);
    if (meta)
      return [
        meta.maxLength === undefined ? { path, kind: meta.kind } : { path, kind: meta.kind, maxLength: meta.maxLength },
      ];
    const nested = unwrapGroup(child);
    if (nested) return collectFields(nested, path);
    throw new Error(`htmlData field ${path.join('.')} has no field kind; build it with the field builders.`);
  });
}
