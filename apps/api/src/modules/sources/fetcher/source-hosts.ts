import type { SourceHostRule } from './source-fetcher';

// What the data sources' host rules share. Each source's own rule lives in its folder with its
// definition (shared/SOURCES.md); each is as narrow as the source's real hosts: a family is a strict
// pattern, never "any host containing the name".

/** One DNS label, as a company's own subdomain is (`acme` in `acme.example.com`). */
const COMPANY_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** A company's own site on a platform, `{company}.{domain}` (one label, no deeper). */
export function companyHosts(domain: string): SourceHostRule {
  const company = new RegExp(`^${COMPANY_LABEL}\\.${domain.replaceAll('.', '\\.')}$`);
  return { matches: (host) => company.test(host) };
}
