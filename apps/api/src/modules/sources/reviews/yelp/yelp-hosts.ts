import type { SourceHostRule } from '../../fetcher/source-fetcher';

// The hosts Yelp may be read from (shared/SOURCES.md), as narrow as its real hosts.

/** Yelp's public business pages. */
export const yelpPageHosts: SourceHostRule = { hosts: ['yelp.com', 'www.yelp.com'] };
/** The Fusion API. */
export const yelpApiHosts: SourceHostRule = { hosts: ['api.yelp.com'] };
export const yelpHosts: SourceHostRule = {
  hosts: [...(yelpPageHosts.hosts ?? []), ...(yelpApiHosts.hosts ?? [])],
};
