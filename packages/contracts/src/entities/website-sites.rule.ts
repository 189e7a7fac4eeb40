import { decodeDomainUrl } from '../rules/url.rule';
import { publicSiteName } from './widget-sites.rule';

// Where a widget is really shown, which the embed endpoint enforces and the dashboard's
// installations list says. The owner's allowedSites decide; when they list nothing, an
// accessibility menu is held to the website its owner typed in its Builder tab (spec 002 §3
// domainUrl), with that site's subdomains (www. and the like): the menu is made for that one
// website, and the address would otherwise be used for nothing. Clearing the address (or listing
// sites) lifts the rule. Other types with an empty list are shown anywhere.

/** The allowed-site entries the website address stands for, or [] when it names no public site. */
export function websiteSites(domainUrl: string): string[] {
  const decoded = decodeDomainUrl(domainUrl);
  const host = decoded === null ? null : publicSiteName(decoded);
  if (host === null) return [];
  const site = host.startsWith('www.') ? host.slice('www.'.length) : host;
  return [site, `*.${site}`];
}

/** The list the embed endpoint enforces for a widget (empty: anywhere). */
export function effectiveAllowedSites(
  htmlData: { readonly accessibility?: unknown; readonly [type: string]: unknown },
  allowedSites: readonly string[],
): readonly string[] {
  if (allowedSites.length > 0) return allowedSites;
  const settings = htmlData.accessibility;
  if (typeof settings !== 'object' || settings === null || !('domainUrl' in settings)) return [];
  return typeof settings.domainUrl === 'string' ? websiteSites(settings.domainUrl) : [];
}
