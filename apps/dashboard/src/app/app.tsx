import type { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import type { ApiClient } from '../lib/api-client';
import type { RuntimeConfig } from '../lib/runtime-config';
import { AppProviders } from './providers';

function flushNow(update: () => unknown): undefined {
  flushSync(update);
}

export function App({
  api,
  queryClient,
  router,
  config,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  router: DataRouter;
  config?: RuntimeConfig;
}) {
  return (
    <AppProviders api={api} queryClient={queryClient} config={config}>
      {/* flushSync lets a navigation ask to be on screen at once (sign out relies on it), as
          react-router/dom's provider does; that entry point would load a second router copy in tests. */}
      <RouterProvider router={router} flushSync={flushNow} />
    </AppProviders>
  );
}
