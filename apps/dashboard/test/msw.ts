import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Answers every test file gets unless it says otherwise (server.use): a data widget's card and
 * editor ask for its source's state (GET /widget/:id/source), which most tests are not about;
 * `source: null` is the state of a source never read.
 */
const defaults = [http.get('*/widget/:id/source', () => HttpResponse.json({ source: null }))];

/** One mock API per test file; a request no handler expects fails the test. */
export function useMockApi() {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
