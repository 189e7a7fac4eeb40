import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll } from 'vitest';

// A stand-in for api.stripe.com (msw intercepts the SDK's node:https requests): each route
// answers with Stripe-shaped JSON and records the request, so tests can assert what the SDK sent.

const API = 'https://api.stripe.com';

export interface StripeRequest {
  method: string;
  /** The path without the host: /v1/checkout/sessions. */
  path: string;
  query: URLSearchParams;
  /** The form-encoded body, as the SDK sends every POST. */
  form: URLSearchParams;
  authorization: string | null;
}

type Answer = JsonBodyType | ((request: StripeRequest) => JsonBodyType);

/** Every value sent for an array parameter (`expand[0]`, `expand[1]` … or `expand[]`). */
export function allOf(params: URLSearchParams, name: string): string[] {
  const key = new RegExp(`^${name.replace(/[[\]]/g, '\\$&')}\\[\\d*\\]$`);
  return [...params.entries()].filter(([k]) => key.test(k)).map(([, value]) => value);
}

/** A client like the provider's own, with retries off so a failure is one request, not three. */
export function testStripeClient(): Stripe {
  return new Stripe('sk_test_WdgtProviderTests', { maxNetworkRetries: 0, timeout: 5_000, telemetry: false });
}

/** One mock Stripe per test file; a request no route expects fails the test. */
export function useStripeApi() {
  const server = setupServer();
  const requests: StripeRequest[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());

  async function record(request: Request): Promise<StripeRequest> {
    const url = new URL(request.url);
    const recorded: StripeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(await request.text()),
      authorization: request.headers.get('authorization'),
    };
    requests.push(recorded);
    return recorded;
  }

  const methods = { GET: http.get, POST: http.post, DELETE: http.delete };

  return {
    requests,
    /** Answers `method path` (msw path syntax, e.g. /v1/prices/:id) with JSON and a status. */
    route(method: keyof typeof methods, path: string, answer: Answer, status = 200) {
      server.use(
        methods[method](`${API}${path}`, async ({ request }) => {
          const recorded = await record(request);
          const body = typeof answer === 'function' ? answer(recorded) : answer;
          return HttpResponse.json(body, { status });
        }),
      );
    },
    /** The connection fails before any answer (DNS, reset, timeout). */
    fail(method: keyof typeof methods, path: string) {
      server.use(
        methods[method](`${API}${path}`, async ({ request }) => {
          await record(request);
          return HttpResponse.error();
        }),
      );
    },
    /** The one request made to a path; fails the test when there were none or several. */
    only(method: string, path: string): StripeRequest {
      const matching = requests.filter((request) => request.method === method && request.path === path);
      const [request] = matching;
      if (!request || matching.length > 1) throw new Error(`Expected one ${method} ${path}, saw ${matching.length}.`);
      return request;
    },
    /** `METHOD /path` of every request so far, in order. */
    calls(): string[] {
      return requests.map((request) => `${request.method} ${request.path}`);
    },
  };
}
