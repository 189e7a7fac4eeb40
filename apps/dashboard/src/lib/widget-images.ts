import { DEFAULT_BANNER_IMAGE, DEFAULT_LOGO_IMAGE } from '@widgetry/contracts';

export type WidgetImageKind = 'banner' | 'logo';

/**
 * One stamp per page load: URLs stay stable across re-renders (no refetch on every render) while
 * a new visit still bypasses a stale cached image, which is what the timestamp is for.
 */
const PAGE_LOAD_STAMP = Date.now();

function withTimestamp(url: string, stamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${stamp}`;
}

/**
 * The image rule of spec 001 §3: an uploaded path (starting with devadmin) is served from the API
 * host, any other path is used as given, both with a timestamp; no path means the local default
 * named after the type (`/images/{name}-banner.png` or `-logo.png`).
 */
export function widgetImageUrl(options: {
  path: string | undefined;
  kind: WidgetImageKind;
  typeName: string;
  apiUrl: string;
  stamp?: number;
}): string {
  const path = options.path?.trim() ?? '';
  const stamp = options.stamp ?? PAGE_LOAD_STAMP;
  if (path === '') return `/images/${encodeURIComponent(options.typeName)}-${options.kind}.png`;
  if (/^\/?devadmin/.test(path)) {
    return withTimestamp(`${options.apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, stamp);
  }
  return withTimestamp(path, stamp);
}

/** Where a failed banner or logo falls back to, once (spec 000 §8). */
export function fallbackImageUrl(kind: WidgetImageKind): string {
  return `/images/${kind === 'banner' ? DEFAULT_BANNER_IMAGE : DEFAULT_LOGO_IMAGE}`;
}
