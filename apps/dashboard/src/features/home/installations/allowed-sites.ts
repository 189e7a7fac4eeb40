// What "Allow this site" and "Block this site" do to a widget's allowedSites (an allow list:
// empty means anywhere, `*.example.com` covers the subdomains, not example.com itself: the API's
// rule). There is no separate block list, so blocking a site while the widget runs anywhere turns
// "anywhere" into "the other sites it was seen on"; the popup says so before the customer confirms.
// The unknown site ('null', a page that sent no origin) is never an entry: the API refuses it, so
// sending it made every block fail.
import { isSiteAllowed, UNKNOWN_SITE_DOMAIN } from '@widgetry/contracts';

/** Whether the widget may be shown on `domain` under this allow list. */
export function isAllowed(domain: string, allowedSites: readonly string[]): boolean {
  return isSiteAllowed(allowedSites, domain);
}

/** The list with `domain` added (unchanged when already allowed, e.g. by a wildcard, or unknown). */
export function allowSite(domain: string, allowedSites: readonly string[]): string[] {
  if (domain === UNKNOWN_SITE_DOMAIN || (allowedSites.length > 0 && isAllowed(domain, allowedSites))) {
    return [...allowedSites];
  }
  return [...allowedSites, domain];
}

/**
 * The list without `domain`: an exact entry is removed; with an empty list ("anywhere") the other
 * named sites it was seen on are kept. A wildcard that still covers the domain cannot be narrowed
 * here: null, and the customer edits the wildcard instead. Empty when no other site would be left:
 * saved, that would mean "anywhere", so the popup offers pausing instead.
 */
export function blockSite(
  domain: string,
  allowedSites: readonly string[],
  seenDomains: readonly string[],
): string[] | null {
  if (allowedSites.length === 0) {
    return [...new Set(seenDomains.filter((seen) => seen !== domain && seen !== UNKNOWN_SITE_DOMAIN))];
  }
  const rest = allowedSites.filter((entry) => entry !== domain);
  // The last entry: an empty list reads as "anywhere", which the popup refuses to save.
  if (rest.length === 0) return rest;
  return isAllowed(domain, rest) ? null : rest;
}
