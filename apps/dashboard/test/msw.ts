import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Answers every test file gets unless it says otherwise (server.use): a data widget's card and
 * editor ask for its source's state (GET /widget/:id/source), and every card for its insights,
 * which most tests are not about; `source: null` is the state of a source never read.
 */
const defaults = [
  http.get('*/widget/:id/source', () => HttpResponse.json({ source: null })),
  // Every dashboard card shows its widget's 30-day visitors (issue 30): none, unless a test says so.
  http.get('*/widget/:id/insights', () => HttpResponse.json({ days: [] })),
  // The admin console's Dashboard shows the totals per widget type: none, unless a test says so.
  http.get('*/devadmin/insights', () => HttpResponse.json({ from: '2026-10-30', to: '2026-11-28', types: [] })),
];

/** One mock API per test file; a request no handler expects fails the test. */
export function useMockApi() {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
