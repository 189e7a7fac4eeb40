import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../lib/api-client';
import { ApiClientProvider } from './api-context';
import { useSessionCheck } from './session-check';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown by the page that asked; one retry covers a blip without hiding real failures.
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

function SessionCheck() {
  useSessionCheck();
  return null;
}

export function AppProviders({
  api,
  queryClient,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <SessionCheck />
        {children}
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
