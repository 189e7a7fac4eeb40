// The map of the listings. Google Maps JS is heavy and needs the owner's key, so it is loaded only
// when a key exists and the map's box (reserved in the markup, so nothing shifts) scrolls into
// view; never otherwise. One script per page, whatever the number of listing widgets.
import type { Listing } from '@widgetry/contracts';
import { listingName } from './listings-format';

/** The Maps JS loader; `callback=Function.prototype` is Google's documented no-op, so no global is added. */
export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

interface LatLng {
  lat: number;
  lng: number;
}
interface MapsApi {
  Map: new (el: HTMLElement, options: object) => { fitBounds(bounds: unknown): void; setCenter(at: LatLng): void };
  Marker: new (options: object) => { addListener(event: string, handler: () => void): void };
  LatLngBounds: new () => { extend(at: LatLng): void };
}

const isConstructor = (value: unknown) => typeof value === 'function';

/** `window.google.maps` once the script has run, checked rather than trusted. */
function mapsApi(win: Window): MapsApi | null {
  const google: unknown = Reflect.get(win, 'google');
  const maps: unknown = typeof google === 'object' && google !== null ? Reflect.get(google, 'maps') : null;
  if (typeof maps !== 'object' || maps === null) return null;
  const api = {
    Map: Reflect.get(maps, 'Map'),
    Marker: Reflect.get(maps, 'Marker'),
    LatLngBounds: Reflect.get(maps, 'LatLngBounds'),
  };
  return isMapsApi(api) ? api : null;
}

function isMapsApi(value: { Map: unknown; Marker: unknown; LatLngBounds: unknown }): value is MapsApi {
  return isConstructor(value.Map) && isConstructor(value.Marker) && isConstructor(value.LatLngBounds);
}

const loading = new WeakMap<Document, Promise<MapsApi | null>>();

/** Loads Maps JS once per document (the first widget's key wins); null when it fails. */
export function loadMapsApi(doc: Document, key: string): Promise<MapsApi | null> {
  const win = doc.defaultView;
  if (!win) return Promise.resolve(null);
  const ready = mapsApi(win);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(doc);
  if (!pending) {
    pending = new Promise((resolve) => {
      const script = doc.createElement('script');
      script.src = `${MAPS_SCRIPT}?key=${encodeURIComponent(key)}&callback=Function.prototype`;
      script.async = true;
      script.setAttribute('data-widgetry-maps', '');
      script.addEventListener('load', () => resolve(mapsApi(win)), { once: true });
      script.addEventListener(
        'error',
        () => {
          // A missing library is logged and the widget goes on without it (spec 001 §8).
          console.log('Widgetry: the map could not be loaded');
          loading.delete(doc);
          resolve(null);
        },
        { once: true },
      );
      doc.head.append(script);
    });
    loading.set(doc, pending);
  }
  return pending;
}

/** Draws a marker per listing with coordinates (titled with its name, `untitled` without one); a marker opens its listing. */
export function drawMap(
  api: MapsApi,
  el: HTMLElement,
  listings: readonly Listing[],
  untitled: string,
  open: (id: string) => void,
): void {
  const placed = listings.flatMap((listing) =>
    listing.latitude === null || listing.longitude === null
      ? []
      : [{ listing, at: { lat: listing.latitude, lng: listing.longitude } }],
  );
  if (placed.length === 0) return;
  const map = new api.Map(el, { zoom: 12, center: placed[0]?.at, mapTypeControl: false, streetViewControl: false });
  const bounds = new api.LatLngBounds();
  for (const { listing, at } of placed) {
    bounds.extend(at);
    const marker = new api.Marker({ map, position: at, title: listingName(listing, untitled) });
    marker.addListener('click', () => open(listing.id));
  }
  if (placed.length > 1) map.fitBounds(bounds);
}

/**
 * Calls `onVisible` once `el` scrolls into view; returns the function that stops watching. Without
 * IntersectionObserver (very old browsers, server DOMs) it never calls: no map beats a map loaded
 * for every visitor who never scrolls to it.
 */
export function whenVisible(el: Element, onVisible: () => void): () => void {
  const Observer = el.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) return () => {};
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
