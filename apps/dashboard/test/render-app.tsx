import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/app';
import { createAppApiClient } from '../src/app/app-api';
import { routes } from '../src/app/routes';
import { API_URL } from './fixtures';

/** Renders the whole app (providers, login check, real route table) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createAppApiClient(API_URL);
  const view = render(<App api={api} queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient, api };
}
