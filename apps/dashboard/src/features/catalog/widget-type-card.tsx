import type { WidgetType, WidgetTypeName } from '@widgetry/contracts';
import { typesWithRuntime } from '@widgetry/widget-registry';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMonthlyPrice } from '../../lib/billing/subscription-status';
import '../../ui/skeleton/skeleton.css';
import { WidgetBanner, WidgetLogo } from '../../ui/widget-type-images/widget-type-images';

/**
 * "Free" rather than "$0": a price of nothing reads like a missing price. A paid type says what the
 * price is for, as the subscription list does ('$9.99/month', issue 29 #20: 'Price : $9.99' had
 * neither the period nor a tidy label).
 */
export function priceText(price: number): string {
  return price > 0 ? formatMonthlyPrice(price) : 'Free';
}

/** Whether the type's runtime exists; a type listed before its runtime is built has nothing to customize yet. */
export function hasRuntime(typeName: WidgetTypeName): boolean {
  return typesWithRuntime().includes(typeName);
}

/**
 * One catalogue card (spec 001 §2): the whole card opens the editor on a new widget of this type.
 * A type without a runtime yet is shown with a "Coming soon" badge and opens nothing, since its
 * editor would be a dead end.
 */
export function WidgetTypeCard({
  type,
  apiUrl,
  first = false,
}: {
  type: WidgetType;
  apiUrl: string;
  /**
   * The list's first card: its banner is the page's largest paint on a phone (Lighthouse's LCP
   * element), so it is fetched at once and first, where the others' images wait until they near the view.
   */
  first?: boolean;
}) {
  const name = type.displayName || type.name;
  const available = hasRuntime(type.name);
  // The banner and the logo alike: the later cards' images, fetched at once, shared a phone's
  // bandwidth with the first banner, the page's largest paint (issue 28).
  const loading = first ? 'eager' : 'lazy';
  const content: ReactNode = (
    <>
      <div className="catalog__media">
        <WidgetBanner
          className="catalog__banner"
          widgetType={type}
          apiUrl={apiUrl}
          width={480}
          height={240}
          loading={loading}
          fetchPriority={first ? 'high' : 'auto'}
        />
        <span className="catalog__category">{type.category}</span>
      </div>
      <div className="catalog__body">
        <WidgetLogo
          className="catalog__logo"
          widgetType={type}
          apiUrl={apiUrl}
          width={48}
          height={48}
          loading={loading}
        />
        <h2 className="catalog__name">{name}</h2>
        <p className={type.price > 0 ? 'catalog__price' : 'catalog__price catalog__price--free'}>
          {priceText(type.price)}
        </p>
        {type.desc && <p className="catalog__desc">{type.desc}</p>}
        {available ? (
          <span className="catalog__cta" aria-hidden="true">
            Customize
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </span>
        ) : (
          <span className="catalog__soon">Coming soon</span>
        )}
      </div>
    </>
  );

  return available ? (
    <Link className="catalog__card" to={`/editor?widgetType=${encodeURIComponent(type.id)}`}>
      {content}
    </Link>
  ) : (
    <article className="catalog__card catalog__card--soon" aria-label={`${name} (coming soon)`}>
      {content}
    </article>
  );
}

/** A placeholder card while the widget types load. */
export function WidgetTypeCardSkeleton() {
  return (
    <div className="catalog__card catalog__card--skeleton" aria-hidden="true">
      <div className="catalog__media skeleton" />
      <div className="catalog__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--short" />
        <div className="skeleton" />
        <div className="skeleton skeleton--long" />
      </div>
    </div>
  );
}
