import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import type { ApiClient } from '../lib/api-client';
import { AppProviders } from './providers';

export function App({ api, queryClient, router }: { api: ApiClient; queryClient: QueryClient; router: DataRouter }) {
  return (
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
