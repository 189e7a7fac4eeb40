// The open listing in the page's address, so the browser's Back returns to the list and a reload
// (or a shared link) opens the same listing. One query parameter names the widget and the listing,
// so several listing widgets on one page never open each other's listings, and a single-page app's
// own path and hash are left as they are.

/** The query parameter: `?wg-listing=<widget key>~<listing id>`. */
export const LISTING_PARAM = 'wg-listing';

/** The listing id the address opens in the widget `key`, or null. */
export function listingInUrl(href: string, key: string): string | null {
  try {
    const value = new URL(href).searchParams.get(LISTING_PARAM);
    if (value === null || !value.startsWith(`${key}~`)) return null;
    const id = value.slice(key.length + 1);
    return id === '' ? null : id;
  } catch {
    return null;
  }
}

/** The address with `id` open in widget `key` (null: with no listing open). */
export function urlWithListing(href: string, key: string, id: string | null): string {
  const url = new URL(href);
  if (id === null) url.searchParams.delete(LISTING_PARAM);
  else url.searchParams.set(LISTING_PARAM, `${key}~${id}`);
  return url.href;
}
