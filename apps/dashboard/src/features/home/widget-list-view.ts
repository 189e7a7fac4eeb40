import type { Widget } from '@widgetry/contracts';

/** How the dashboard orders its cards. */
export const WIDGET_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'type', label: 'Type' },
] as const;
export type WidgetSort = (typeof WIDGET_SORTS)[number]['value'];

export function isWidgetSort(value: string): value is WidgetSort {
  return WIDGET_SORTS.some((sort) => sort.value === value);
}

export interface WidgetListView {
  search: string;
  sort: WidgetSort;
}

export const DEFAULT_LIST_VIEW: WidgetListView = { search: '', sort: 'newest' };

/** The name a card shows for its type. */
export function typeNameOf(widget: Widget): string {
  return widget.widgetType.displayName || widget.widgetType.name;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(sort: WidgetSort): (a: Widget, b: Widget) => number {
  switch (sort) {
    // ISO timestamps order as text; ties (same instant) fall back to the title so the order is stable.
    case 'newest':
      return (a, b) => b.createdAt.localeCompare(a.createdAt) || collator.compare(a.title, b.title);
    case 'oldest':
      return (a, b) => a.createdAt.localeCompare(b.createdAt) || collator.compare(a.title, b.title);
    case 'name':
      return (a, b) => collator.compare(a.title, b.title);
    case 'type':
      return (a, b) => collator.compare(typeNameOf(a), typeNameOf(b)) || collator.compare(a.title, b.title);
  }
}

/** The cards to show: those whose title or type name contains the search (any case), in the chosen order. */
export function viewWidgets(widgets: readonly Widget[], view: WidgetListView): Widget[] {
  const needle = view.search.trim().toLocaleLowerCase();
  const matching = needle
    ? widgets.filter((widget) =>
        [widget.title, typeNameOf(widget), widget.widgetType.name].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        ),
      )
    : [...widgets];
  return matching.sort(compare(view.sort));
}
