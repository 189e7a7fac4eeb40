import {
  SourceFetchError,
  type SourceFetcher,
  type SourceRequest,
  type SourceResponse,
} from '../fetcher/source-fetcher';
import { failure, layoutChanged, type ReviewsFailure } from './review-result';

export type Fetched = { ok: true; response: SourceResponse } | ReviewsFailure;

// Markers only a challenge page carries (a normal page of a protected site loads DataDome's or
// Cloudflare's script too, so their mere names are not enough).
const CHALLENGE_MARKERS: readonly [RegExp, string][] = [
  [/captcha-delivery\.com/i, 'DataDome challenge'],
  [/id=["']?px-captcha/i, 'PerimeterX captcha'],
  [/cf-chl-|<title>\s*Just a moment\.\.\.\s*<\/title>/i, 'Cloudflare challenge'],
  [/Please enable JS and disable any ad blocker/i, 'bot-protection page'],
  [/<title>[^<]*(?:captcha|are you a robot|access denied)[^<]*<\/title>/i, 'captcha page'],
];

/** The bot-protection challenge an HTML answer is, or null for a page meant for people. */
export function challengeIn(body: string): string | null {
  for (const [pattern, name] of CHALLENGE_MARKERS) if (pattern.test(body)) return name;
  return null;
}

/**
 * A page that does not hold the data is blocked, never an empty list; the detail names the
 * challenge when it is one, and a page that is no challenge is a changed layout. Adapters read the
 * data first, so a review quoting a marker cannot make a good page look blocked.
 */
export function pageWithoutData(body: string, what: string, data = 'review data'): ReviewsFailure {
  const challenge = challengeIn(body);
  return challenge ? failure('blocked', `${what} answered a ${challenge}`) : layoutChanged(`${what} holds no ${data}`);
}

/** GET through the source fetcher: a 2xx answer comes back, any other outcome is the failure to return. */
export async function fetchSource(fetcher: SourceFetcher, request: SourceRequest, what: string): Promise<Fetched> {
  const answer = await getAnswer(fetcher, request, what);
  if (!answer.ok) return answer;
  return statusFailure(answer.response.status, what) ?? answer;
}

/** GET through the source fetcher: any HTTP status is an answer; a failed fetch is the failure to return. */
export async function getAnswer(fetcher: SourceFetcher, request: SourceRequest, what: string): Promise<Fetched> {
  try {
    return { ok: true, response: await fetcher.get(request) };
  } catch (error) {
    return failureOfError(error, what);
  }
}

/** The failure an HTTP status means, or null for a 2xx. */
export function statusFailure(status: number, what: string): ReviewsFailure | null {
  if (status >= 200 && status <= 299) return null;
  if (status === 404 || status === 410) return failure('not-found', `${what} answered ${status}`);
  if (status === 401 || status === 403 || status === 429) return failure('blocked', `${what} answered ${status}`);
  return failure('unreachable', `${what} answered ${status}`);
}

export function failureOfError(error: unknown, what: string): ReviewsFailure {
  if (!(error instanceof SourceFetchError)) return failure('unreachable', `${what} failed: ${String(error)}`);
  // A refusal after our own URL check means a redirect to a host this source may not use,
  // typically a challenge or sign-in host.
  if (error.reason === 'refused') return failure('blocked', `${what} was refused: ${error.message}`);
  return failure('unreachable', `${what} failed (${error.reason}): ${error.message}`);
}

/** The JSON of an answer, or undefined when it is not JSON. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** What a browser asks a page with; the fetcher adds its own user agent. */
export const HTML_HEADERS: Readonly<Record<string, string>> = {
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en-US,en;q=0.9',
};
