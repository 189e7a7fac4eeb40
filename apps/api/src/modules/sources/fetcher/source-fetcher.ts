// The one way the API reads a third-party site for a data widget (reviews, listings). Adapters
// take this interface, so they are tested on fixture answers and the real, guarded fetch path
// (safe-fetcher.ts) is the only one configured in the app.

/** Which hosts a source may be read from; a URL outside them is refused before any connection. */
export interface SourceHostRule {
  /** Exact host names allowed, lowercase (`api.example.com`). */
  hosts?: readonly string[];
  /** Registrable domains whose subdomains are allowed too (`example.com` → `de.example.com`). */
  domains?: readonly string[];
  /** A test of the whole host for a family of country sites (`www.example.co.uk`, `www.example.de`). */
  matches?: (host: string) => boolean;
}

export interface SourceRequest {
  url: string;
  /** The hosts this source may reach; redirects are checked against it too. */
  allow: SourceHostRule;
  headers?: Record<string, string>;
}

/** A POST to a source's API (a review feed that is a GraphQL call). */
export interface SourcePostRequest extends SourceRequest {
  /** Sent as is, with this content type. */
  body: { contentType: string; text: string };
}

export interface SourceResponse {
  status: number;
  /** The URL finally answered, after redirects. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Why a fetch did not give an answer; adapters turn these into "unreachable" or "blocked". */
export type SourceFetchFailure =
  /** The URL, a redirect or the resolved address is not one this source may reach. */
  | 'refused'
  /** DNS failed, the connection or TLS failed, it timed out, or redirects went on too long. */
  | 'unreachable'
  /** The body went past the size cap. */
  | 'too-large';

export class SourceFetchError extends Error {
  constructor(
    readonly reason: SourceFetchFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SourceFetchError';
  }
}

export interface SourceFetcher {
  /** GET the URL; any HTTP status is an answer, a refused or failed request throws SourceFetchError. */
  get(request: SourceRequest): Promise<SourceResponse>;
  /**
   * POST the body under the same rules. A redirect is answered as it is, never followed: a
   * source's API has no reason to redirect a call, and re-sending a body elsewhere is how data leaks.
   */
  post(request: SourcePostRequest): Promise<SourceResponse>;
}
