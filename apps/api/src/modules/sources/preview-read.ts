import type { PreviewWidget, WidgetTypeName } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';

// Which of the editor's flags (spec 001 §4) ask a data widget's preview to read its source again:
// the ones its type's definition names for the source, its amount and any further read setting,
// the same rule the editor sends them by, so the two never disagree.

/** The editor flags of spec 001 §4 that ask for a fresh read of a source. */
export type PreviewReadFlags = Pick<PreviewWidget, 'isUrlChanged' | 'isReviewCountChanged' | 'isReloadRequired'>;

export function asksForRead(type: WidgetTypeName, flags: PreviewReadFlags): boolean {
  const { previewSource } = widgetDefinition(type);
  if (!previewSource) return false;
  const { source, amount, alsoReads = [] } = previewSource;
  return [source, amount, ...alsoReads].some((setting) => setting !== undefined && flags[setting.flag]);
}
