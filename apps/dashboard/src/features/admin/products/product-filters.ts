import { CATEGORIES, type Category, numericFilter, type WidgetType } from '@widgetry/contracts';

export interface ProductFilters {
  search: string;
  category: Category | '';
  minPrice: string;
  maxPrice: string;
}

export const NO_PRODUCT_FILTERS: ProductFilters = { search: '', category: '', minPrice: '', maxPrice: '' };

/**
 * The products the grid shows: the search matches display name or product id, and a price bound
 * that is not a number is ignored (spec 003 §2, §9).
 */
export function filterProducts(products: readonly WidgetType[], filters: ProductFilters): WidgetType[] {
  const search = filters.search.trim().toLowerCase();
  const min = numericFilter(filters.minPrice);
  const max = numericFilter(filters.maxPrice);
  return products.filter(
    (product) =>
      (search === '' ||
        product.displayName.toLowerCase().includes(search) ||
        product.name.toLowerCase().includes(search)) &&
      (filters.category === '' || product.category === filters.category) &&
      (min === null || product.price >= min) &&
      (max === null || product.price <= max),
  );
}

export function isCategory(value: string): value is Category {
  return CATEGORIES.some((category) => category === value);
}
