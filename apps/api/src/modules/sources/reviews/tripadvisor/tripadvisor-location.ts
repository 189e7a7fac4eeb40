import { hostAllowed } from '../../fetcher/host-rules';
import { tripadvisorApiHosts, tripadvisorPageHosts } from './tripadvisor-hosts';

// The hosts are the fetcher's rules for this source (./tripadvisor-hosts.ts): one definition of
// where the source lives, for reading an address and for fetching it.

export const TRIPADVISOR_PAGES = tripadvisorPageHosts;
export const TRIPADVISOR_API = tripadvisorApiHosts;

export type TripadvisorKind = 'Hotel' | 'Restaurant' | 'Attraction';

export interface TripadvisorLocation {
  host: string;
  kind: TripadvisorKind;
  geoId: string;
  locationId: string;
  /** The `{Name}-{Place}` end of the address. */
  slug: string;
}

const PATH = /^\/(Hotel|Restaurant|Attraction)_Review-g(\d+)-d(\d+)-Reviews(?:-or\d+)?-([A-Za-z0-9_%.-]+)\.html$/;

function isKind(value: string | undefined): value is TripadvisorKind {
  return value === 'Hotel' || value === 'Restaurant' || value === 'Attraction';
}

/** The hotel, restaurant or attraction behind a TripAdvisor review page address, or null. */
export function parseTripadvisorLocation(input: string): TripadvisorLocation | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!hostAllowed(host, TRIPADVISOR_PAGES)) return null;
  const [, kind, geoId, locationId, slug] = PATH.exec(url.pathname) ?? [];
  if (!isKind(kind) || !geoId || !locationId || !slug) return null;
  return { host, kind, geoId, locationId, slug };
}

/** Reviews per source page: hotels and attractions show 10, restaurants 15. */
export function pageStep({ kind }: TripadvisorLocation): number {
  return kind === 'Restaurant' ? 15 : 10;
}

/** The review page starting at `offset`: paging inserts `-or{offset}` after `-Reviews`. */
export function locationPageUrl(location: TripadvisorLocation, offset = 0): string {
  const { host, kind, geoId, locationId, slug } = location;
  const paging = offset > 0 ? `-or${offset}` : '';
  return `https://${host}/${kind}_Review-g${geoId}-d${locationId}-Reviews${paging}-${slug}.html`;
}

export function writeReviewUrl({ host, geoId, locationId, slug }: TripadvisorLocation): string {
  return `https://${host}/UserReviewEdit-g${geoId}-d${locationId}-${slug}.html`;
}

/** The name in the address (`Grand_Plaza_Hotel-New_York_City` → `Grand Plaza Hotel`), for a page without JSON-LD. */
export function nameInSlug({ slug }: TripadvisorLocation): string {
  const [name = slug] = slug.split('-');
  return decodeURIComponentSafe(name).replace(/_/g, ' ');
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True for an address on one of TripAdvisor's own hosts. */
export function isTripadvisorUrl(url: string): boolean {
  try {
    return hostAllowed(new URL(url).hostname, TRIPADVISOR_PAGES);
  } catch {
    return false;
  }
}
