import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../lib/api-client';
import { ApiClientProvider } from '../lib/api-context';
import { RuntimeConfigProvider } from '../lib/config-context';
import type { RuntimeConfig } from '../lib/runtime-config';
import { useSessionQuery } from '../lib/session/session.query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown by the page that asked; one retry covers a blip without hiding real failures.
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
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
