import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, loginCheckHandler } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { createAppApiClient } from '../app-api';
import { AppProviders } from '../providers';
import { PrefetchNext } from './prefetch-next';

const server = useMockApi();

function renderAt(path: string, prefetch: () => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PrefetchNext />
            <Outlet />
          </>
        ),
        children: [
          { path: 'catalog', element: <h1>Catalogue</h1>, handle: { prefetch } },
          { path: 'other', element: <h1>Other</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders api={createAppApiClient(API_URL, queryClient)} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('PrefetchNext', () => {
  it("fetches the route's next likely page once the login check has answered, not before", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const asked = vi.fn();
    server.use(
      http.get(`${API_URL}/`, async () => {
        asked();
        await answered;
        return HttpResponse.json({ user: null, widgetTypes: [], isUserLoggedIn: false });
      }),
    );
    const prefetch = vi.fn(() => Promise.resolve());
    renderAt('/catalog', prefetch);
    await screen.findByRole('heading', { name: 'Catalogue' });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(prefetch).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });

  it('fetches nothing on a route that names no next page, and shrugs off a failed fetch', async () => {
    server.use(loginCheckHandler('visitor'));
    const prefetch = vi.fn(() => Promise.reject(new Error('offline')));
    const router = renderAt('/other', prefetch);
    await screen.findByRole('heading', { name: 'Other' });
    await router.navigate('/catalog');
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    await router.navigate('/other');
    await screen.findByRole('heading', { name: 'Other' });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
