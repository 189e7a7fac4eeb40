import type { SourceHostRule } from '../../fetcher/source-fetcher';

// The hosts TripAdvisor may be read from (shared/SOURCES.md), as narrow as its real hosts.

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
