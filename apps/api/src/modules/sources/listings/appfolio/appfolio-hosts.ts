import { companyHosts } from '../../fetcher/source-hosts';

/** A company's listings site, `{company}.appfolio.com` (one label, no deeper; shared/SOURCES.md). */
export const appfolioHosts = companyHosts('appfolio.com');
