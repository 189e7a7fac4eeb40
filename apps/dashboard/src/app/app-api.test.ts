import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_URL } from '../../test/fixtures';
import { useMockApi } from '../../test/msw';
import { getSession, SESSION_QUERY_KEY, toSession } from '../lib/session/session.query';
import { createAppApiClient } from './app-api';

const server = useMockApi();
const okSchema = z.object({ ok: z.boolean() });

describe('the app API client', () => {
  it('takes its token from storage, and a 401 clears it and marks the user logged out', async () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('userId', 'u1');
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      SESSION_QUERY_KEY,
      toSession({
        user: { id: 'u1', displayName: 'Sam', email: 's@example.com', emailVerified: true, userRole: 'customer' },
        widgetTypes: [],
        isUserLoggedIn: true,
      }),
    );
    let authorization: string | null = null;
    server.use(
      http.get(`${API_URL}/widget/`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
    );

    await expect(createAppApiClient(API_URL, queryClient).get('/widget/', okSchema)).rejects.toMatchObject({
      status: 401,
    });

    expect(authorization).toBe('Bearer stored-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(getSession(queryClient)).toMatchObject({ isUserLoggedIn: false, user: null, status: 'ready' });
  });

  it('keeps a renewed session token the API sends, in place of the stored one', async () => {
    localStorage.setItem('token', 'day-old-token');
    localStorage.setItem('userId', 'u1');
    server.use(
      http.get(`${API_URL}/widget/`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer day-old-token'
          ? HttpResponse.json({ ok: true }, { headers: { 'X-Session-Token': 'renewed-token' } })
          : HttpResponse.json({ error: 'Please sign in to continue.' }, { status: 401 }),
      ),
    );
    await createAppApiClient(API_URL, new QueryClient()).get('/widget/', okSchema);
    expect(localStorage.getItem('token')).toBe('renewed-token');
    expect(localStorage.getItem('userId')).toBe('u1');
  });
});
