import { REVIEWS_REFRESH } from '../../cache/refresh-policy';
import { defineSource } from '../../definition/define-source';
import { type ReviewSourceRef, sourceKeyOfUrl } from '../review-ref';
import { trustpilotReads } from './trustpilot.adapter';
import { trustpilotHosts } from './trustpilot-hosts';
import { parseTrustpilotPage } from './trustpilot-page';
import { parseTrustpilotProfile } from './trustpilot-profile';

/** A Trustpilot widget shows one page of 20 reviews. */
export const TRUSTPILOT_REVIEWS_PER_PAGE = 20;

export const trustpilotSource = defineSource({
  id: 'trustpilot',
  hosts: trustpilotHosts,
  apiKey: 'TRUSTPILOT_API_KEY',
  referenceOf: (settings) => settings.url,
  refOf: (settings): ReviewSourceRef | null => {
    const key = sourceKeyOfUrl(settings.url);
    return key === null
      ? null
      : { source: 'trustpilot', key, url: settings.url.trim(), wanted: TRUSTPILOT_REVIEWS_PER_PAGE };
  },
  // The key is the profile address it was registered under.
  refOfRow: (row): ReviewSourceRef => ({
    source: 'trustpilot',
    key: row.sourceKey,
    url: row.sourceKey,
    wanted: row.wanted,
  }),
  reads: trustpilotReads,
  inputOf: (ref, { apiKey }) => ({ url: ref.url, count: ref.wanted, apiKey }),
  parsers: { profile: parseTrustpilotProfile, page: parseTrustpilotPage },
  refresh: REVIEWS_REFRESH,
  fixtures: new URL('./fixtures/', import.meta.url),
  example: { url: 'https://www.trustpilot.com/review/example.com' },
});
