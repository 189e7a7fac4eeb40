import { checkSourceUrl } from '../../fetcher/host-rules';
import { SourceFetchError } from '../../fetcher/source-fetcher';
import { rentvineHosts } from './rentvine-hosts';

// Which Rentvine company a widget reads. The customer pastes any page of their Rentvine site
// (`https://{company}.rentvine.com/…`); the listings are the company's public JSON, which has no
// filters: the group is applied on our side, so one read serves every group of the company.

export interface RentvineCompany {
  /** `https://{company}.rentvine.com`, where listing and application pages live. */
  origin: string;
  /** The public listings JSON, also the cache key. */
  apiUrl: string;
}

/** The company of an address on its Rentvine site; null when it is no Rentvine address. */
export function rentvineCompany(address: string): RentvineCompany | null {
  let url: URL;
  try {
    url = checkSourceUrl(address.trim().replace(/^http:\/\//i, 'https://'), rentvineHosts);
  } catch (error) {
    if (error instanceof SourceFetchError) return null;
    throw error;
  }
  return { origin: url.origin, apiUrl: `${url.origin}/api/public/listings` };
}
