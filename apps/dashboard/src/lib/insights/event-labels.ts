import { eventsOf, isWidgetTypeName, WIDGET_EVENT_NAMES, type WidgetEventName } from '@widgetry/contracts';

/**
 * Each event a runtime reports (contracts' WIDGET_TYPE_EVENTS), in the owner's words. Keyed by
 * every name, so a name added to a type's list without words here fails the typecheck.
 */
export const EVENT_LABELS: Record<WidgetEventName, string> = {
  calculated: 'Calculated',
  listing_opened: 'Listing opened',
  apply_clicked: 'Apply clicked',
  showing_requested: 'Showing requested',
  map_opened: 'Map opened',
  filter_used: 'Filter used',
  read_more: 'Read more',
  write_review_clicked: 'Write a review clicked',
  page_changed: 'Page changed',
  menu_opened: 'Menu opened',
  tool_used: 'Tool used',
};

/** The events a widget of this type reports, in its definition's order; none for a type the dashboard does not know. */
export function eventsOfType(typeName: string): readonly WidgetEventName[] {
  return isWidgetTypeName(typeName) ? eventsOf(typeName) : [];
}

/** Every event name, for lists across types (the admin's totals). */
export const ALL_EVENT_NAMES = WIDGET_EVENT_NAMES;
