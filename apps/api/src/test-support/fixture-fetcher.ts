import { readFileSync } from 'node:fs';
import {
  SourceFetchError,
  type SourceFetcher,
  type SourceHostRule,
  type SourcePostRequest,
  type SourceRequest,
  type SourceResponse,
} from '../modules/sources/fetcher/source-fetcher';

/** How the fake answers one URL: a fixture file (or a body) with a status, or a fetch failure. */
export interface FixtureAnswer {
  file?: string;
  body?: string;
  status?: number;
  headers?: Record<string, string>;
  fails?: SourceFetchError;
}

export interface FixtureFetcher extends SourceFetcher {
  /** Every request asked, in order, with its headers (and the body of a POST). */
  readonly requests: (SourceRequest | SourcePostRequest)[];
  /** Just the URLs asked, in order. */
  urls(): string[];
}

function allowed(rule: SourceHostRule, url: string): boolean {
  const host = new URL(url).hostname;
  return (
    (rule.hosts?.includes(host) ?? false) ||
    (rule.domains?.some((domain) => host === domain || host.endsWith(`.${domain}`)) ?? false) ||
    (rule.matches?.(host) ?? false)
  );
}

/**
 * A SourceFetcher for adapter tests: answers each URL from `answers` (a string is a fixture file
 * name in `dir`), refuses a URL outside the request's host rule as the real fetcher would, and
 * records what was asked. A URL without an answer throws, so a wrong request path shows.
 */
export function fixtureFetcher(
  dir: URL,
  answers: Record<string, FixtureAnswer | string>,
  posts: (FixtureAnswer | string)[] = [],
): FixtureFetcher {
  const requests: (SourceRequest | SourcePostRequest)[] = [];
  const pending = [...posts];
  const answer = (request: SourceRequest, entry: FixtureAnswer | string | undefined): SourceResponse => {
    if (!request.url.startsWith('https://') || !allowed(request.allow, request.url)) {
      throw new SourceFetchError('refused', `${request.url} is outside the source's hosts`);
    }
    if (entry === undefined) throw new Error(`no fixture for ${request.url}`);
    const found: FixtureAnswer = typeof entry === 'string' ? { file: entry } : entry;
    if (found.fails) throw found.fails;
    const body = found.file ? readFileSync(new URL(found.file, dir), 'utf8') : (found.body ?? '');
    return { status: found.status ?? 200, url: request.url, headers: found.headers ?? {}, body };
  };
  return {
    requests,
    urls: () => requests.map((request) => request.url),
    async get(request) {
      requests.push(request);
      return answer(request, answers[request.url]);
    },
    async post(request) {
      requests.push(request);
      return answer(request, pending.shift());
    },
  };
}
