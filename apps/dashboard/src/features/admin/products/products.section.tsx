import { ADMIN_MESSAGES, CATEGORIES, type WidgetType } from '@widgetry/contracts';
import { useState } from 'react';
import { ConfirmPopup } from '../../../ui/popup/popup';
import { FilterInput } from '../filters';
import { useLogFailure } from '../use-log-failure';
import { ProductPopup } from './product.popup';
import { ProductCard } from './product-card';
import { filterProducts, isCategory, NO_PRODUCT_FILTERS, type ProductFilters } from './product-filters';
import { addableTypeNames, NO_PRODUCT_TO_ADD, PRODUCTS_ARE_TYPES } from './product-messages';
import { useDeleteProductMutation, useProductsQuery } from './products.api';

/** What the product popup is doing: closed, adding, or editing one product. */
type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; product: WidgetType };

/** /devadmin/products: the product grid with its filters (spec 003 §2 Products). */
export function ProductsSection() {
  const products = useProductsQuery();
  const remove = useDeleteProductMutation();
  useLogFailure(products.error, 'Loading the products');
  const [filters, setFilters] = useState<ProductFilters>(NO_PRODUCT_FILTERS);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<WidgetType | null>(null);
  const shown = filterProducts(products.data ?? [], filters);
  const addable = addableTypeNames(products.data ?? []);
  // Hidden once the list says every type has its product: the form would have nothing to offer.
  const canAdd = products.isSuccess && addable.length > 0;

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  return (
    <section className="admin-section" aria-labelledby="products-title">
      <div className="admin-section__header">
        <h2 id="products-title">Products</h2>
        {canAdd && (
          <button type="button" className="button" onClick={() => setEditing({ kind: 'add' })}>
            Add New Product
          </button>
        )}
      </div>
      {products.isSuccess && !canAdd && (
        <p className="admin-section__note">
          {PRODUCTS_ARE_TYPES} {NO_PRODUCT_TO_ADD}
        </p>
      )}
      <div className="admin-filters">
        <FilterInput
          label="Search"
          type="search"
          value={filters.search}
          onValueChange={(search) => setFilters((old) => ({ ...old, search }))}
        />
        <label className="admin-filters__item">
          <span>Category</span>
          <select
            value={filters.category}
            onChange={(event) => {
              const value = event.target.value;
              setFilters((old) => ({ ...old, category: isCategory(value) ? value : '' }));
            }}
          >
            <option value="">All</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <FilterInput
          label="Minimum price"
          value={filters.minPrice}
          onValueChange={(minPrice) => setFilters((old) => ({ ...old, minPrice }))}
        />
        <FilterInput
          label="Maximum price"
          value={filters.maxPrice}
          onValueChange={(maxPrice) => setFilters((old) => ({ ...old, maxPrice }))}
        />
      </div>
      {products.isPending ? (
        <div className="admin-cards" aria-busy="true">
          <div className="skeleton skeleton--long" />
        </div>
      ) : shown.length === 0 ? (
        <p className="admin-table__empty">{ADMIN_MESSAGES.noRecords}</p>
      ) : (
        <div className="admin-cards">
          {shown.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={() => setEditing({ kind: 'edit', product })}
              onDelete={() => setDeleting(product)}
            />
          ))}
        </div>
      )}
      <ProductPopup
        open={editing.kind !== 'closed'}
        product={editing.kind === 'edit' ? editing.product : null}
        addable={addable}
        onClose={() => setEditing({ kind: 'closed' })}
      />
      <ConfirmPopup
        open={deleting !== null}
        title="Delete Product"
        question="Are you sure you want to delete this product?"
        subject={deleting?.displayName}
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: closeDelete });
        }}
        onClose={closeDelete}
      />
    </section>
  );
}
