import type { SourceHostRule } from './source-fetcher';

// The hosts each data source may be read from (shared/SOURCES.md). Each rule is as narrow as the
// source's real hosts: a family is a strict pattern, never "any host containing the name".

/** One DNS label, as a company's own subdomain is (`acme` in `acme.appfolio.com`). */
const COMPANY_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** Trustpilot's profile pages: `www.trustpilot.com` and the locale hosts (`uk.`, `de.` …). */
export const trustpilotPageHosts: SourceHostRule = {
  hosts: ['trustpilot.com', 'www.trustpilot.com'],
  matches: (host) => /^[a-z]{2}\.trustpilot\.com$/.test(host),
};
export const trustpilotApiHosts: SourceHostRule = { hosts: ['api.trustpilot.com'] };
/** Every Trustpilot host: its pages and the official API. */
export const trustpilotHosts: SourceHostRule = {
  hosts: [...(trustpilotPageHosts.hosts ?? []), ...(trustpilotApiHosts.hosts ?? [])],
  ...(trustpilotPageHosts.matches ? { matches: trustpilotPageHosts.matches } : {}),
};

/** The country sites TripAdvisor serves review pages from (`www.tripadvisor.{suffix}`). */
export const TRIPADVISOR_SUFFIXES: ReadonlySet<string> = new Set([
  'com',
  'co.uk',
  'ie',
  'ca',
  'com.au',
  'co.nz',
  'in',
  'com.sg',
  'com.my',
  'com.ph',
  'co.za',
  'com.hk',
  'com.tw',
  'jp',
  'co.kr',
  'co.id',
  'co.th',
  'com.vn',
  'de',
  'at',
  'ch',
  'fr',
  'be',
  'nl',
  'it',
  'es',
  'pt',
  'dk',
  'se',
  'fi',
  'com.gr',
  'com.tr',
  'ru',
  'co.il',
  'com.eg',
  'com.br',
  'com.mx',
  'com.ar',
  'cl',
  'co',
  'com.pe',
  'com.ve',
]);

/**
 * `www.tripadvisor.{suffix}` and the language hosts some countries use (`fr.tripadvisor.ca`,
 * `nl.tripadvisor.be`), the bare `tripadvisor.{suffix}`, and the official Content API.
 */
export const tripadvisorPageHosts: SourceHostRule = {
  matches: (host) => {
    const suffix = /^(?:(?:www|[a-z]{2})\.)?tripadvisor\.([a-z.]+)$/.exec(host)?.[1];
    return suffix !== undefined && TRIPADVISOR_SUFFIXES.has(suffix);
  },
};
export const tripadvisorApiHosts: SourceHostRule = { hosts: ['api.content.tripadvisor.com'] };
export const tripadvisorHosts: SourceHostRule = { ...tripadvisorPageHosts, ...tripadvisorApiHosts };

/** Yelp's public business pages. */
export const yelpPageHosts: SourceHostRule = { hosts: ['yelp.com', 'www.yelp.com'] };
/** The Fusion API. */
export const yelpApiHosts: SourceHostRule = { hosts: ['api.yelp.com'] };
export const yelpHosts: SourceHostRule = {
  hosts: [...(yelpPageHosts.hosts ?? []), ...(yelpApiHosts.hosts ?? [])],
};

const appfolioCompany = new RegExp(`^${COMPANY_LABEL}\\.appfolio\\.com$`);
/** A company's listings site, `{company}.appfolio.com` (one label, no deeper). */
export const appfolioHosts: SourceHostRule = {
  matches: (host) => appfolioCompany.test(host),
};

const rentvineCompany = new RegExp(`^${COMPANY_LABEL}\\.rentvine\\.com$`);
/** A company's public site and listings API, `{company}.rentvine.com` (one label, no deeper). */
export const rentvineHosts: SourceHostRule = {
  matches: (host) => rentvineCompany.test(host),
};

/** Every data source's rule, by the widget type that reads it. */
export const sourceHosts = {
  trustpilot: trustpilotHosts,
  tripadvisor: tripadvisorHosts,
  yelp: yelpHosts,
  appfolio: appfolioHosts,
  rentvine: rentvineHosts,
} satisfies Record<string, SourceHostRule>;
