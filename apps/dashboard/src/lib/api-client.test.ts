import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_URL } from '../../test/fixtures';
import { useMockApi } from '../../test/msw';
import { createAppApiClient } from '../app/app-api';
import { useSessionStore } from '../app/session.store';
import { ApiError, anyResponse, createApiClient } from './api-client';

const server = useMockApi();
const okSchema = z.object({ ok: z.boolean() });

function client(token: string | null, onUnauthorized = vi.fn()) {
  return { api: createApiClient({ baseUrl: `${API_URL}/`, getToken: () => token, onUnauthorized }), onUnauthorized };
}

describe('createApiClient', () => {
  it('sends the stored token as a bearer header', async () => {
    let authorization: string | null = 'not called';
    server.use(
      http.get(`${API_URL}/widget/`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(client('abc123').api.get('/widget/', okSchema)).resolves.toEqual({ ok: true });
    expect(authorization).toBe('Bearer abc123');
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'not called';
    server.use(
      http.get(`${API_URL}/`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await client(null).api.get('/', okSchema);
    expect(authorization).toBeNull();
  });

  it('sends a JSON body with post and put', async () => {
    const received: unknown[] = [];
    const echo = async ({ request }: { request: Request }) => {
      received.push({ method: request.method, type: request.headers.get('Content-Type'), body: await request.json() });
      return HttpResponse.json({ ok: true });
    };
    server.use(http.post(`${API_URL}/widget/`, echo), http.put(`${API_URL}/widget/w1`, echo));
    const { api } = client('t');
    await api.post('/widget/', { widget: { title: 'A' } }, okSchema);
    await api.put('/widget/w1', { widget: { title: 'B' } }, okSchema);
    expect(received).toEqual([
      { method: 'POST', type: 'application/json', body: { widget: { title: 'A' } } },
      { method: 'PUT', type: 'application/json', body: { widget: { title: 'B' } } },
    ]);
  });

  it('uses a given token instead of the stored one', async () => {
    let authorization: string | null = null;
    server.use(
      http.delete(`${API_URL}/widget/w1`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(client('mine').api.delete('/widget/w1', anyResponse, { token: 'admins' })).resolves.toBeUndefined();
    expect(authorization).toBe('Bearer admins');
  });

  it('calls onUnauthorized on a 401 and throws the error message', async () => {
    server.use(http.get(`${API_URL}/widget/`, () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 })));
    const { api, onUnauthorized } = client('stale');
    const error = await api.get('/widget/', okSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid token' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end the session on a 401 to a call sent without a token (a wrong password)', async () => {
    server.use(
      http.post(`${API_URL}/user/login`, () =>
        HttpResponse.json({ error: 'Invalid email or password.' }, { status: 401 }),
      ),
    );
    const { api, onUnauthorized } = client(null);
    await expect(api.post('/user/login', {}, okSchema)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end the session when a borrowed token is refused', async () => {
    server.use(http.get(`${API_URL}/devadmin/user/a1`, () => HttpResponse.json({ error: 'no' }, { status: 401 })));
    const { api, onUnauthorized } = client('mine');
    await expect(api.get('/devadmin/user/a1', okSchema, { token: 'old-admin' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('surfaces fieldErrors of a 400, with the first one as the message', async () => {
    server.use(
      http.post(`${API_URL}/widget/`, () =>
        HttpResponse.json(
          { fieldErrors: { title: 'Please enter a title for this widget.', url: 'Bad URL' } },
          { status: 400 },
        ),
      ),
    );
    const { api, onUnauthorized } = client('t');
    const error = await api.post('/widget/', {}, okSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please enter a title for this widget.',
      fieldErrors: { title: 'Please enter a title for this widget.', url: 'Bad URL' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('surfaces the code of an error body, so a caller can act on the reason', async () => {
    server.use(
      http.post(`${API_URL}/widget/`, () =>
        HttpResponse.json(
          { error: 'Please verify your email address first.', code: 'EMAIL_NOT_VERIFIED' },
          { status: 403 },
        ),
      ),
    );
    await expect(client('t').api.post('/widget/', {}, okSchema)).rejects.toMatchObject({
      status: 403,
      message: 'Please verify your email address first.',
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('uses the body text as the message when the body is not JSON', async () => {
    server.use(http.delete(`${API_URL}/widget/w1`, () => HttpResponse.text('Widget is in use', { status: 409 })));
    await expect(client('t').api.delete('/widget/w1', anyResponse)).rejects.toMatchObject({
      status: 409,
      message: 'Widget is in use',
      fieldErrors: undefined,
    });
  });

  it('rejects an answer that does not match the schema', async () => {
    server.use(http.get(`${API_URL}/widget/`, () => HttpResponse.json({ ok: 'yes' })));
    await expect(client('t').api.get('/widget/', okSchema)).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an answer this page does not understand.',
    });
  });

  it('reports an unreachable API as status 0', async () => {
    server.use(http.get(`${API_URL}/widget/`, () => HttpResponse.error()));
    await expect(client('t').api.get('/widget/', okSchema)).rejects.toMatchObject({ status: 0 });
  });
});

describe('the app API client', () => {
  it('takes its token from storage, and a 401 clears it and marks the user logged out', async () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('userId', 'u1');
    useSessionStore.getState().setSession({
      user: { id: 'u1', displayName: 'Sam', email: 's@example.com', emailVerified: true, userRole: 'customer' },
      widgetTypes: [],
      isUserLoggedIn: true,
    });
    let authorization: string | null = null;
    server.use(
      http.get(`${API_URL}/widget/`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
    );

    await expect(createAppApiClient(API_URL).get('/widget/', okSchema)).rejects.toMatchObject({ status: 401 });

    expect(authorization).toBe('Bearer stored-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ isUserLoggedIn: false, currentUser: null, status: 'ready' });
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
    await createAppApiClient(API_URL).get('/widget/', okSchema);
    expect(localStorage.getItem('token')).toBe('renewed-token');
    expect(localStorage.getItem('userId')).toBe('u1');
  });

  it('does not bring a renewed token back after the stored one changed or went', async () => {
    localStorage.setItem('token', 'first-token');
    const api = createAppApiClient(API_URL);
    server.use(
      http.get(`${API_URL}/widget/`, () => {
        // The user signs out while the answer is on its way.
        localStorage.removeItem('token');
        return HttpResponse.json({ ok: true }, { headers: { 'X-Session-Token': 'renewed-token' } });
      }),
    );
    await api.get('/widget/', okSchema);
    expect(localStorage.getItem('token')).toBeNull();

    // A borrowed token (an admin's) renews nothing in storage.
    localStorage.setItem('token', 'stored-token');
    server.use(
      http.get(`${API_URL}/widget/`, () =>
        HttpResponse.json({ ok: true }, { headers: { 'X-Session-Token': 'renewed-admin-token' } }),
      ),
    );
    await api.get('/widget/', okSchema, { token: 'admin-token' });
    expect(localStorage.getItem('token')).toBe('stored-token');
  });
});
