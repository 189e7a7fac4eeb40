import type { WidgetTypeName } from '@widgetry/contracts';
import { useMemo } from 'react';
import { sampleSourceData } from './sample-source-data';
import { type SourceData, useSourceData } from './use-source-data';

export interface PreviewData extends SourceData {
  /** The note to show when `data` is sample content (no source set, or it cannot be read); else null. */
  sampleNote: string | null;
}

/**
 * What a data widget's preview renders: its source's data, or, when there is none and no read is
 * running (no source set yet, or it could not be read), labelled sample content, so every Layout
 * setting can be seen. The samples never leave the dashboard (sample-source-data.ts).
 */
export function usePreviewData(type: WidgetTypeName, settings: unknown): PreviewData {
  const source = useSourceData(type, settings);
  // One object per type: the preview mounts the widget again for new data (by identity).
  const sample = useMemo(() => sampleSourceData(type), [type]);
  if (source.data !== null || source.isLoading || sample === null) return { ...source, sampleNote: null };
  return { ...source, data: sample.data, sampleNote: sample.note };
}
