// What "Allow this site" and "Block this site" do to a widget's allowedSites (an allow list:
// empty means anywhere, `*.example.com` covers the subdomains). There is no separate block list,
// so blocking a site while the widget runs anywhere turns "anywhere" into "the other sites it was
// seen on"; the popup says so before the customer confirms.

/** Whether the widget may be shown on `domain` under this allow list. */
export function isAllowed(domain: string, allowedSites: readonly string[]): boolean {
  if (allowedSites.length === 0) return true;
  return allowedSites.some((entry) =>
    entry.startsWith('*.') ? domain === entry.slice(2) || domain.endsWith(entry.slice(1)) : domain === entry,
  );
}

/** The list with `domain` added (unchanged when already allowed, e.g. by a wildcard). */
export function allowSite(domain: string, allowedSites: readonly string[]): string[] {
  if (allowedSites.length > 0 && isAllowed(domain, allowedSites)) return [...allowedSites];
  return [...allowedSites, domain];
}

/**
 * The list without `domain`: an exact entry is removed; with an empty list ("anywhere") the other
 * sites it was seen on are kept. A wildcard that covers the domain cannot be narrowed here: null,
 * and the customer edits the wildcard instead.
 */
export function blockSite(
  domain: string,
  allowedSites: readonly string[],
  seenDomains: readonly string[],
): string[] | null {
  if (allowedSites.length === 0) return [...new Set(seenDomains.filter((seen) => seen !== domain))];
  if (allowedSites.includes(domain)) return allowedSites.filter((entry) => entry !== domain);
  return isAllowed(domain, allowedSites) ? null : [...allowedSites];
}
