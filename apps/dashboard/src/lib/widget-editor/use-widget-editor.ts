import { useQuery } from '@tanstack/react-query';
import type { WidgetTypeName } from '@widgetry/contracts';
import { widgetEditorQuery } from './widget-editor-query';

/** The type's editor module (its own chunk), loaded once; null when the type has none yet. */
export function useWidgetEditor(type: WidgetTypeName) {
  return useQuery(widgetEditorQuery(type));
}
