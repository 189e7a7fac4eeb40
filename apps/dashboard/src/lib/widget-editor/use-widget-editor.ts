import { useQuery } from '@tanstack/react-query';
import type { WidgetTypeName } from '@widgetry/contracts';
import { loadWidgetEditor } from './widget-editors';

/** The type's editor module (its own chunk), loaded once; null when the type has none yet. */
export function useWidgetEditor(type: WidgetTypeName) {
  return useQuery({
    queryKey: ['widget-editor', type],
    queryFn: () => loadWidgetEditor(type),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Modules hold functions and runtimes: keep them as loaded, never merged.
    structuralSharing: false,
  });
}
