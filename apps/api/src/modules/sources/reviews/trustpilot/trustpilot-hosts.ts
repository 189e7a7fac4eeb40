import type { SourceHostRule } from '../../fetcher/source-fetcher';

// The hosts Trustpilot may be read from (shared/SOURCES.md), as narrow as its real hosts.

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
