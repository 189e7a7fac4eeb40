import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, yelpType } from '../../test/fixtures';
import { useMockApi } from '../../test/msw';
import { useSession } from '../lib/session/session.query';
import { createAppApiClient } from './app-api';
import { AppProviders, createQueryClient, startSessionCheck } from './providers';

const server = useMockApi();

function SessionStatus() {
  const session = useSession();
  return <p>{session.status === 'checking' ? 'checking' : `types: ${session.widgetTypes.length}`}</p>;
}

describe('the login check started before the first render', () => {
  it('is the one request the app makes for it: the providers read its answer', async () => {
    let requests = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${API_URL}/`, async () => {
        requests += 1;
        await answered;
        return HttpResponse.json({ user: null, widgetTypes: [yelpType], isUserLoggedIn: false });
      }),
    );
    const queryClient = createQueryClient();
    const api = createAppApiClient(API_URL, queryClient);

    const session = startSessionCheck(queryClient, api);
    render(
      <AppProviders api={api} queryClient={queryClient}>
        <SessionStatus />
      </AppProviders>,
    );
    expect(screen.getByText('checking')).toBeDefined();
    answer();

    await expect(session).resolves.toMatchObject({ widgetTypes: [yelpType], isUserLoggedIn: false });
    await screen.findByText('types: 1');
    expect(requests).toBe(1);
  });

  it('leaves a failed check to the query, without an unhandled rejection', async () => {
    server.use(http.get(`${API_URL}/`, () => HttpResponse.json({ error: 'Down' }, { status: 503 })));
    const queryClient = createQueryClient();

    await expect(startSessionCheck(queryClient, createAppApiClient(API_URL, queryClient))).rejects.toThrow();
    expect(queryClient.getQueryState(['session'])?.status).toBe('error');
  });
});
