import { isWidgetSort, WIDGET_SORTS, type WidgetListView } from './widget-list-view';

/** Search (title and type) and sort above the dashboard's cards. */
export function WidgetListControls({
  view,
  onChange,
}: {
  view: WidgetListView;
  onChange: (view: WidgetListView) => void;
}) {
  return (
    <div className="home-controls">
      <input
        type="search"
        className="field__input home-controls__search"
        aria-label="Search your widgets"
        placeholder="Search by name or type"
        value={view.search}
        onChange={(event) => onChange({ ...view, search: event.target.value })}
      />
      <select
        className="field__input home-controls__sort"
        aria-label="Sort"
        value={view.sort}
        onChange={(event) => {
          const sort = event.target.value;
          if (isWidgetSort(sort)) onChange({ ...view, sort });
        }}
      >
        {WIDGET_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
