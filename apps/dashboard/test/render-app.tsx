import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/app';
import { createAppApiClient } from '../src/app/app-api';
import { routes } from '../src/app/routes';
import type { RuntimeConfig } from '../src/lib/runtime-config';
import { API_URL } from './fixtures';

export interface RenderAppOptions {
  /** Public keys as /app-config.js would give them; none by default (no human check). */
  config?: Partial<RuntimeConfig>;
  /** Renders under <StrictMode> as main.tsx does, which mounts every effect twice. */
  strict?: boolean;
}

/** Renders the whole app (providers, login check, real route table) at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createAppApiClient(API_URL, queryClient);
  const config: RuntimeConfig = { apiUrl: API_URL, recaptchaSiteKey: '', stripePublishableKey: '', ...options.config };
  const app = <App api={api} queryClient={queryClient} router={router} config={config} />;
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient, api };
}
