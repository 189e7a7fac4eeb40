import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../lib/api-client';
import { ApiClientProvider } from '../lib/api-context';
import { RuntimeConfigProvider } from '../lib/config-context';
import type { RuntimeConfig } from '../lib/runtime-config';
import { fetchSession, SESSION_QUERY_KEY, type Session, useSessionQuery } from '../lib/session/session.query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown by the page that asked; one retry covers a blip without hiding real failures.
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Asks the login check before React's first render. Every first page waits for its answer, and
 * SessionCheck's query only fetches once React commits, after the page's lazy chunk was asked for:
 * on /editor that put the check, then the widget type's code, behind the page chunk (issue 28).
 * Same key and options as useSessionQuery, which then reads this request instead of sending one.
 * @returns the answer, for what the first script starts once the check has named the widget types
 */
export function startSessionCheck(queryClient: QueryClient, api: ApiClient): Promise<Session> {
  const answer = queryClient.fetchQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => fetchSession(api),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // A failure is the query's state, shown by the pages (SessionReachable); not an unhandled rejection.
  answer.catch(() => undefined);
  return answer;
}

/** Starts the login check at once, whatever the first page is. */
function SessionCheck() {
  useSessionQuery();
  return null;
}

export function AppProviders({
  api,
  queryClient,
  config,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  /** Public keys from /app-config.js; left out in tests, which then run without a human check. */
  config?: RuntimeConfig | undefined;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <RuntimeConfigProvider config={config}>
          <SessionCheck />
          {children}
        </RuntimeConfigProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
