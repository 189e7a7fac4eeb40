import { useMemo } from 'react';
import './catalog.css';
import { useApiClient } from '../../lib/api-context';
import { useSession } from '../../lib/session/session.query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ErrorAlert } from '../../ui/alert/alert';
import { CatalogFiltersBar } from './catalog-filters';
import { distinctCategories, filterWidgetTypes, NO_CATALOG_FILTERS } from './filter-widget-types';
import { useCatalogFilters } from './use-catalog-filters';
import { useDropWidgetIdParam } from './use-drop-widget-id-param';
import { WidgetTypeCard, WidgetTypeCardSkeleton } from './widget-type-card';

const SKELETON_CARDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** /catalog: the Premium Widget Library (spec 001 §2). */
export function CatalogPage() {
  useDocumentTitle('Widget Library');
  // The login check is where the widget types come from, and its error says when loading them failed.
  const { widgetTypes, status, error: sessionError } = useSession();
  const { baseUrl } = useApiClient();
  useDropWidgetIdParam();
  const [filters, setFilters] = useCatalogFilters();

  const categories = useMemo(() => distinctCategories(widgetTypes), [widgetTypes]);
  const shown = useMemo(() => filterWidgetTypes(widgetTypes, filters), [widgetTypes, filters]);
  const isLoading = status === 'checking' && widgetTypes.length === 0;
  const isFiltered = filters.search.trim() !== '' || filters.category !== '';
  const errorMessage = sessionError?.message ?? null;

  return (
    <section className="page catalog-page">
      <header className="catalog-hero">
        <h1 className="page__title">Premium Widget Library</h1>
        <p className="page__lead">
          Browse through our extensive collection of powerful, fully customizable &amp; mobile-friendly widgets.
        </p>
      </header>

      <CatalogFiltersBar filters={filters} categories={categories} onChange={setFilters} />

      {isLoading ? (
        <ul className="catalog" aria-busy="true" aria-label="Loading widgets">
          {SKELETON_CARDS.map((key) => (
            <li key={key} className="catalog__item">
              <WidgetTypeCardSkeleton />
            </li>
          ))}
        </ul>
      ) : shown.length > 0 ? (
        <ul className="catalog">
          {shown.map((type, index) => (
            <li key={type.id} className="catalog__item">
              <WidgetTypeCard type={type} apiUrl={baseUrl} first={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="catalog-empty">
          {isFiltered ? (
            <>
              <p className="catalog-empty__title">No widgets match your search.</p>
              <button type="button" className="link-button" onClick={() => setFilters(NO_CATALOG_FILTERS)}>
                Clear search and filters
              </button>
            </>
          ) : (
            status === 'ready' && <p className="catalog-empty__title">No widgets are available right now.</p>
          )}
        </div>
      )}

      <ErrorAlert message={errorMessage} className="catalog-error" />
    </section>
  );
}
