import { isSourceId, SOURCE_REGISTRY, type WidgetTypeName } from '@widgetry/contracts';

// A data widget's type is named after the source it reads (contracts' source registry), and that
// source's kind is what the editor's words about a read name: reviews, or listings.

/** What a read of `type`'s source brings, in words: 'reviews', 'listings' ('data' for a type without a source). */
export function sourceKindWords(type: WidgetTypeName): string {
  return isSourceId(type) ? SOURCE_REGISTRY[type].kind : 'data';
}

/** What a spinner standing for a running read of `type`'s source says: 'Loading listings…'. */
export function sourceLoadingLabel(type: WidgetTypeName): string {
  return `Loading ${sourceKindWords(type)}…`;
}

/** Said when something other than the API's answer went wrong (it is never a customer's sentence). */
export function sourceDataFailed(type: WidgetTypeName): string {
  return `The ${sourceKindWords(type)} could not be loaded for the preview. Please try again.`;
}
