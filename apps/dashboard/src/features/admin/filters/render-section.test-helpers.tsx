import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { API_URL } from '../../../../test/fixtures';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-context';

export const ADMIN_TOKEN = 'token-admin';

/**
 * Renders one admin section with what it needs from the app (a query client and an API client
 * aimed at msw), so its tests do not depend on how the console shell routes to it.
 */
export function renderSection(section: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ baseUrl: API_URL, getToken: () => ADMIN_TOKEN, onUnauthorized: () => {} });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{section}</ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The query of a request as a plain object, for checking a list's filters. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}
