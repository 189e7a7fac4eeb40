import type { Category } from '@widgetry/contracts';
import { CATALOG_SORT_OPTIONS, type CatalogFilters, isCatalogSort } from './filter-widget-types';

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** Search box, category and sort dropdowns of the catalogue (spec 001 §2); they apply together. */
export function CatalogFiltersBar({
  filters,
  categories,
  onChange,
}: {
  filters: CatalogFilters;
  categories: readonly Category[];
  onChange: (filters: CatalogFilters) => void;
}) {
  return (
    <div className="catalog-filters">
      <label className="catalog-filters__search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          type="search"
          aria-label="Search widgets"
          placeholder="What are you looking for?"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </label>
      <select
        className="catalog-filters__select"
        aria-label="Category"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value })}
      >
        <option value="">All Categories</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {categoryLabel(category)}
          </option>
        ))}
      </select>
      <select
        className="catalog-filters__select"
        aria-label="Sort"
        value={filters.sort}
        onChange={(event) => {
          const sort = event.target.value;
          if (isCatalogSort(sort)) onChange({ ...filters, sort });
        }}
      >
        {CATALOG_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
