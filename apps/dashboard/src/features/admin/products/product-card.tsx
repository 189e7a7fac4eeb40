import type { WidgetType } from '@widgetry/contracts';
import { useApiClient } from '../../../lib/api-context';
import { fallbackImageUrl, type WidgetImageKind, widgetImageUrl } from '../../../lib/widget-images';
import { FallbackImage } from '../../../ui/fallback-image/fallback-image';
import { formatMonthly } from '../filters';

function ProductImage({ product, kind }: { product: WidgetType; kind: WidgetImageKind }) {
  const api = useApiClient();
  // The image rule of spec 001 §3: cache-busting timestamp, default once the image fails.
  const src = widgetImageUrl({
    path: kind === 'banner' ? product.bannerImage : product.iconImage,
    kind,
    typeName: product.name,
    apiUrl: api.baseUrl,
  });
  return (
    <FallbackImage
      className={kind === 'banner' ? 'admin-card__banner' : 'admin-card__logo'}
      src={src}
      fallbackSrc={fallbackImageUrl(kind)}
      alt={`${product.displayName} ${kind}`}
    />
  );
}

/** One product in the grid (spec 003 §2 Products). */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: WidgetType;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const title = product.displayName || product.name;
  return (
    <article className="admin-card" aria-label={title}>
      <ProductImage product={product} kind="banner" />
      <ProductImage product={product} kind="logo" />
      <h3>{title}</h3>
      <dl className="admin-card__facts">
        <dt>Price</dt>
        {/* Every product is a monthly subscription (spec 003 §9: $x.xx/month). */}
        <dd>{formatMonthly(product.price)}</dd>
        <dt>Product id</dt>
        <dd>{product.name}</dd>
        <dt>Category</dt>
        <dd>{product.category}</dd>
        <dt>Price id</dt>
        <dd>{product.stripePriceId || '-'}</dd>
        <dt>Provider product id</dt>
        <dd>{product.stripeProductId || '-'}</dd>
        <dt>Main script</dt>
        <dd>{product.scripts.main || '-'}</dd>
        <dt>Lib script</dt>
        <dd>{product.scripts.lib || '-'}</dd>
      </dl>
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button--danger" onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
