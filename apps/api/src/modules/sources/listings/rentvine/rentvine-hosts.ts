import { companyHosts } from '../../fetcher/source-hosts';

/** A company's public site and listings API, `{company}.rentvine.com` (one label, no deeper; shared/SOURCES.md). */
export const rentvineHosts = companyHosts('rentvine.com');
