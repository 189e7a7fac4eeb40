import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogFilters, isCatalogSort } from './filter-widget-types';

/** The address's names for the filters: /catalog?q=yelp&category=reviews&sort=price-asc. */
const PARAMS = { search: 'q', category: 'category', sort: 'sort' } as const;

/** The filters as the address holds them; anything missing or unknown reads as no filter. */
export function filtersFromParams(params: URLSearchParams): CatalogFilters {
  const sort = params.get(PARAMS.sort) ?? '';
  return {
    search: params.get(PARAMS.search) ?? '',
    category: params.get(PARAMS.category) ?? '',
    sort: isCatalogSort(sort) ? sort : '',
  };
}

/**
 * The catalogue's search, category and sort, kept in the address so Back (from a widget's editor,
 * say) returns to the list as it was, and a filtered list can be shared. Each change replaces the
 * entry rather than adding one: Back leaves the catalogue, not one typed letter.
 */
export function useCatalogFilters(): [CatalogFilters, (filters: CatalogFilters) => void] {
  const [params, setParams] = useSearchParams();
  const setFilters = (filters: CatalogFilters) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const key of Object.keys(PARAMS) as (keyof CatalogFilters)[]) {
          if (filters[key] === '') next.delete(PARAMS[key]);
          else next.set(PARAMS[key], filters[key]);
        }
        return next;
      },
      { replace: true },
    );
  const filters = useMemo(() => filtersFromParams(params), [params]);
  return [filters, setFilters];
}
