import { type SettingsByType, WIDGET_TYPE_NAMES, type WidgetTypeName } from '@widgetry/contracts';
import type { WidgetDefinition, WidgetModule } from '@widgetry/widgets-core';
import { WIDGET_DEFINITIONS } from './registry';

export { WIDGET_DEFINITIONS } from './registry';
export { missingSource } from './required-source';

/** A type's definition. */
export function widgetDefinition<T extends WidgetTypeName>(type: T): WidgetDefinition<T> {
  return WIDGET_DEFINITIONS[type];
}

/** Every definition, in the catalogue's order. */
export function allWidgetDefinitions(): WidgetDefinition[] {
  return WIDGET_TYPE_NAMES.map((type) => WIDGET_DEFINITIONS[type]);
}

/** The types whose runtime exists (the others are "coming soon"). */
export function typesWithRuntime(): WidgetTypeName[] {
  return WIDGET_TYPE_NAMES.filter((type) => WIDGET_DEFINITIONS[type].load !== null);
}

/**
 * Loads a type's runtime and editor panel (a chunk of its own in the dashboard); null for a type
 * whose runtime is not built yet.
 */
export async function loadWidgetModule<T extends WidgetTypeName>(
  type: T,
): Promise<WidgetModule<SettingsByType[T]> | null> {
  const { load } = widgetDefinition(type);
  return load ? load() : null;
}
