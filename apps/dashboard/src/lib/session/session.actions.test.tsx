import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { impersonationResponseSchema } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { API_URL, customer, impersonationAnswer, yelpType } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { createApiClient } from '../api-client';
import { ApiClientProvider } from '../api-context';
import { getStoredToken } from '../auth-storage';
import { sessionOf, useSignOut, useStartSession } from './session.actions';
import { getSession, SESSION_QUERY_KEY, toSession, useSessionQuery } from './session.query';

const server = useMockApi();

/** Counts the login checks the API sees; answers as `answer` says for each (by call number). */
function countLoginChecks(answer: (call: number, authorization: string | null) => Response | Promise<Response>) {
  const calls: Array<string | null> = [];
  server.use(
    http.get(`${API_URL}/`, ({ request }) => {
      calls.push(request.headers.get('Authorization'));
      return answer(calls.length, request.headers.get('Authorization'));
    }),
  );
  return calls;
}

const signedIn = { user: customer, widgetTypes: [yelpType], isUserLoggedIn: true };
const visitor = { user: null, widgetTypes: [yelpType], isUserLoggedIn: false };

function renderSessionHook<T>(useHook: () => T, queryClient: QueryClient) {
  const api = createApiClient({ baseUrl: API_URL, getToken: getStoredToken, onUnauthorized: () => {} });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <MemoryRouter>{children}</MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  }
  return renderHook(useHook, { wrapper: Wrapper });
}

describe('session actions', () => {
  it('sign-in makes the answer’s user current without asking the login check again', async () => {
    const calls = countLoginChecks(() => HttpResponse.json(visitor));
    const queryClient = new QueryClient();
    const { result } = renderSessionHook(() => {
      useSessionQuery();
      return useStartSession();
    }, queryClient);
    await waitFor(() => expect(getSession(queryClient).status).toBe('ready'));

    await act(() => result.current({ token: 'fresh-token', id: customer.id, user: customer }));

    expect(getSession(queryClient)).toMatchObject({ user: customer, isUserLoggedIn: true, widgetTypes: [yelpType] });
    expect(getStoredToken()).toBe('fresh-token');
    expect(calls).toEqual([null]);
  });

  it('sign-in asks the login check again, with the new token, when it had failed', async () => {
    const calls = countLoginChecks((call) =>
      call === 1 ? HttpResponse.json({ error: 'Server down' }, { status: 500 }) : HttpResponse.json(signedIn),
    );
    const queryClient = new QueryClient();
    const { result } = renderSessionHook(() => {
      useSessionQuery();
      return useStartSession();
    }, queryClient);
    await waitFor(() => expect(getSession(queryClient).error).not.toBeNull());

    await act(() => result.current({ token: 'fresh-token', id: customer.id, user: customer }));

    expect(getSession(queryClient)).toMatchObject({ user: customer, isUserLoggedIn: true });
    await waitFor(() => expect(getSession(queryClient).widgetTypes).toEqual([yelpType]));
    expect(calls).toEqual([null, 'Bearer fresh-token']);
  });

  it('sign-out clears the user and their cached answers, keeps the widget types, and asks nothing', async () => {
    localStorage.setItem('token', 'old-token');
    const calls = countLoginChecks(() => HttpResponse.json(visitor));
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, toSession(signedIn));
    queryClient.setQueryData(['widgets'], []);
    const { result } = renderSessionHook(() => useSignOut(), queryClient);

    await act(() => result.current());

    expect(getSession(queryClient)).toMatchObject({
      status: 'ready',
      user: null,
      isUserLoggedIn: false,
      widgetTypes: [yelpType],
    });
    expect(queryClient.getQueryData(['widgets'])).toBeUndefined();
    expect(getStoredToken()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a login check still on its way when the user signs out cannot sign them back in', async () => {
    localStorage.setItem('token', 'old-token');
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = countLoginChecks(async () => {
      await answered;
      return HttpResponse.json(signedIn);
    });
    const queryClient = new QueryClient();
    const { result } = renderSessionHook(() => {
      useSessionQuery();
      return useSignOut();
    }, queryClient);
    await waitFor(() => expect(calls).toHaveLength(1));

    await act(() => result.current());
    answer?.();
    // Give the late answer every chance to land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(getSession(queryClient)).toMatchObject({ user: null, isUserLoggedIn: false });
  });
});

describe('sessionOf', () => {
  it('reads the switch-user answer (the user with the token inside) as a session to start', () => {
    // Parsed by the contract first, as the client does: the token travels inside the user.
    const answer = impersonationResponseSchema.parse(impersonationAnswer(customer, 'customer-token'));
    expect(sessionOf(answer)).toEqual({ token: 'customer-token', id: customer.id, user: customer });
  });
});
