import type { SourceStanding } from './cache/source-outcome';

// The preview's `error` for both kinds of source (issue 26 §4): the last read's outcome in a site
// owner's words, with the day of the data shown when old data is shown. The words are each kind's
// (contracts' SOURCE_PREVIEW_MESSAGES, LISTING_PREVIEW_MESSAGES); which one applies is decided here.

/** A kind's sentences for each outcome that needs one; `{site}` and `{date}` are filled in. */
export interface OutcomeMessages {
  reading: string;
  unreachable: string;
  unreachableStale: string;
  blocked: string;
  blockedStale: string;
  changed: string;
  changedStale: string;
  /** The source no longer has the business or company (404, 410, left the platform). */
  gone: string;
  /** The address is no page of the source at all. */
  notAPage: string;
}

/** The day the shown data was read, as the editor's customers write dates. */
export function readOn(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The customer's sentence for a source that is not fresh; undefined when the last read was good. */
export function outcomeMessage(
  messages: OutcomeMessages,
  site: string,
  cached: SourceStanding & { data: unknown },
): string | undefined {
  const stale = cached.data !== null && cached.fetchedAt !== null;
  const fill = (message: string) =>
    message.replaceAll('{site}', site).replace('{date}', cached.fetchedAt ? readOn(cached.fetchedAt) : '');
  switch (cached.outcome) {
    case null:
      return fill(messages.reading);
    case 'ok':
    case 'empty':
      return undefined;
    case 'unreachable':
      return fill(stale ? messages.unreachableStale : messages.unreachable);
    case 'blocked':
      return fill(stale ? messages.blockedStale : messages.blocked);
    case 'changed':
      return fill(stale ? messages.changedStale : messages.changed);
    case 'gone':
      return fill(cached.status === 'not-a-profile' ? messages.notAPage : messages.gone);
  }
}
