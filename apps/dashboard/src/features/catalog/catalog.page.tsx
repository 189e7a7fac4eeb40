import { Link } from 'react-router';
import './catalog.css';
import { useApiClient } from '../../app/api-context';
import { useSessionStore } from '../../app/session.store';
import { FallbackImage } from '../../lib/fallback-image';
import { fallbackImageUrl, widgetImageUrl } from '../../lib/widget-images';

/** /catalog: the Widget Library (spec 001 §2); search and filters arrive with the catalogue work. */
export function CatalogPage() {
  const widgetTypes = useSessionStore((state) => state.widgetTypes);
  const status = useSessionStore((state) => state.status);
  const { baseUrl } = useApiClient();

  return (
    <section className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Widget Library</h1>
          <p className="page__lead">Choose a widget to configure it in the editor.</p>
        </div>
      </div>
      {status === 'ready' && widgetTypes.length === 0 && (
        <p className="card card--muted">No widgets are available right now.</p>
      )}
      <ul className="catalog">
        {widgetTypes.map((type) => (
          <li key={type.id} className="catalog__item">
            <Link className="catalog__card" to={`/editor?widgetType=${encodeURIComponent(type.id)}`}>
              <FallbackImage
                className="catalog__banner"
                src={widgetImageUrl({ path: type.bannerImage, kind: 'banner', typeName: type.name, apiUrl: baseUrl })}
                fallbackSrc={fallbackImageUrl('banner')}
                width={480}
                height={240}
              />
              <div className="catalog__body">
                <FallbackImage
                  className="catalog__logo"
                  src={widgetImageUrl({ path: type.iconImage, kind: 'logo', typeName: type.name, apiUrl: baseUrl })}
                  fallbackSrc={fallbackImageUrl('logo')}
                  width={48}
                  height={48}
                />
                <h2 className="catalog__name">{type.displayName || type.name}</h2>
                <p className="catalog__price">Price : ${type.price}</p>
                {type.desc && <p className="catalog__desc">{type.desc}</p>}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
