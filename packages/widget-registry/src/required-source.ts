import type { WidgetTypeName } from '@widgetry/contracts';
import type { RequiredSource } from '@widgetry/widgets-core';
import { WIDGET_DEFINITIONS } from './registry';

function valueAt(settings: unknown, path: string): unknown {
  let node = settings;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = Reflect.get(node, key);
  }
  return node;
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The save-time check of spec 000 §5: the first required source of the type that is blank in
 * these settings (with its path, so the message shows under that control), or null. Kept out of
 * the schemas because a draft may be kept in the editor without a source; it only reads the
 * source paths, so the editor can ask it of its draft without parsing the settings.
 */
export function missingSource(type: WidgetTypeName, settings: unknown): RequiredSource | null {
  return WIDGET_DEFINITIONS[type].requiredSources.find((source) => isBlank(valueAt(settings, source.path))) ?? null;
}
