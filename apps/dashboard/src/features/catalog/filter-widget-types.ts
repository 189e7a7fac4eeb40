import { CATEGORIES, type Category, type WidgetType } from '@widgetry/contracts';

export type CatalogSort = '' | 'price-asc' | 'price-desc';

/** The sort dropdown's options, in order (spec 001 §2); '' keeps the API's order. */
export const CATALOG_SORT_OPTIONS: readonly { value: CatalogSort; label: string }[] = [
  { value: '', label: 'Sort By' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
];

export function isCatalogSort(value: string): value is CatalogSort {
  return CATALOG_SORT_OPTIONS.some((option) => option.value === value);
}

export interface CatalogFilters {
  search: string;
  /** '' means All Categories. */
  category: string;
  sort: CatalogSort;
}

export const NO_CATALOG_FILTERS: CatalogFilters = { search: '', category: '', sort: '' };

/**
 * The catalogue's search, category and sort applied together (spec 001 §2, §4). The search is a
 * case-insensitive substring of the name, displayName or desc. Sorting is stable, so types at the
 * same price keep the order the API gave them.
 */
export function filterWidgetTypes(
  types: readonly WidgetType[],
  { search, category, sort }: CatalogFilters,
): WidgetType[] {
  const needle = search.trim().toLowerCase();
  const matching = types.filter(
    (type) =>
      (category === '' || type.category === category) &&
      (needle === '' || [type.name, type.displayName, type.desc].some((text) => text.toLowerCase().includes(needle))),
  );
  if (sort === 'price-asc') return matching.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') return matching.sort((a, b) => b.price - a.price);
  return matching;
}

/** The categories present in the list, each once, in the product's own category order. */
export function distinctCategories(types: readonly WidgetType[]): Category[] {
  const present = new Set(types.map((type) => type.category));
  return CATEGORIES.filter((category) => present.has(category));
}
