import type { ReviewSource, SettingsByType, WidgetTypeName } from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';
import { reviewDefinitionOf, SOURCE_DEFINITIONS } from '../definition/registry';
import type { ReviewSourceRef } from '../reviews/review-ref';

// Which source a review widget reads and how many reviews it needs, from its settings: each review
// source's definition says (reviews/<source>/<source>.source.ts); this is the review kind's view of them.

export { type ReviewSourceRef, sourceKeyOfUrl } from '../reviews/review-ref';

/** A review widget's type with its settings, checked against the type's contract. */
export type ReviewWidget = { [K in ReviewSource]: { type: K; settings: SettingsByType[K] } }[ReviewSource];

/** The widget as a review widget, or null for another type or settings its contract refuses. */
export function reviewWidgetOf(type: WidgetTypeName, settings: unknown): ReviewWidget | null {
  const definition = reviewDefinitionOf(type);
  const found = definition?.sourceOf(settings);
  return definition && found ? ({ type: definition.id, settings: found.settings } as ReviewWidget) : null;
}

/** The source a review widget's settings point at; null while they name none (the editor asks for it). */
export function reviewSourceOf(widget: ReviewWidget): ReviewSourceRef | null {
  return SOURCE_DEFINITIONS[widget.type].refOf(widget.settings);
}

/** The background refresh's view of a cached review source: what its definition reads for the row. */
export function reviewSourceOfRow(row: SourceCacheRow): ReviewSourceRef | null {
  return reviewDefinitionOf(row.source)?.refOfRow(row) ?? null;
}
