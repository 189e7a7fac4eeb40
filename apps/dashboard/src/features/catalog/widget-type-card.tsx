import type { WidgetType } from '@widgetry/contracts';
import { Link } from 'react-router';
import '../../ui/skeleton/skeleton.css';
import { WidgetBanner, WidgetLogo } from '../../ui/widget-type-images/widget-type-images';

/** One catalogue card (spec 001 §2): the whole card opens the editor on a new widget of this type. */
export function WidgetTypeCard({ type, apiUrl }: { type: WidgetType; apiUrl: string }) {
  const name = type.displayName || type.name;
  return (
    <Link className="catalog__card" to={`/editor?widgetType=${encodeURIComponent(type.id)}`}>
      <div className="catalog__media">
        <WidgetBanner
          className="catalog__banner"
          widgetType={type}
          apiUrl={apiUrl}
          width={480}
          height={240}
          loading="lazy"
        />
        <span className="catalog__category">{type.category}</span>
      </div>
      <div className="catalog__body">
        <WidgetLogo className="catalog__logo" widgetType={type} apiUrl={apiUrl} width={48} height={48} />
        <h2 className="catalog__name">{name}</h2>
        <p className="catalog__price">Price : ${type.price}</p>
        {type.desc && <p className="catalog__desc">{type.desc}</p>}
        <span className="catalog__cta" aria-hidden="true">
          Customize
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
      </div>
    </Link>
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
