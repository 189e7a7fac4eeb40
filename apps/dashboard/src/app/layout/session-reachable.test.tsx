import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { ApiError } from '../../lib/api-client';
import { serverTrouble } from './session-reachable';

const server = useMockApi();

describe('signed-in pages with the API unreachable', () => {
  it("say the server can't be reached, with Retry, instead of sending the user to sign up", async () => {
    server.use(http.get(`${API_URL}/`, () => HttpResponse.error()));
    storeTokenFor('customer');
    const { router } = renderApp('/home');

    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach the server" })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('heading', { name: /create your widgetry account/i })).toBeNull();
    // The token is kept: the user is still signed in once the server answers.
    expect(localStorage.getItem('token')).not.toBeNull();

    server.use(
      loginCheckHandler('customer'),
      http.get(`${API_URL}/widget/`, () => HttpResponse.json([])),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('keep saying so while Retry still finds the server down', async () => {
    let asked = 0;
    server.use(
      http.get(`${API_URL}/`, () => {
        asked += 1;
        return HttpResponse.json({ error: 'Service unavailable' }, { status: 503 });
      }),
    );
    storeTokenFor('customer');
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach the server" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(asked).toBe(2));
    // Back from "Retrying…" once the second answer is in.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Service unavailable');
  });
});

describe('signed-in pages when the login check fails on the server', () => {
  it('say the server ran into a problem, keep the user signed in, and Retry recovers', async () => {
    server.use(http.get(`${API_URL}/`, () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })));
    storeTokenFor('customer');
    const { router } = renderApp('/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'The server ran into a problem' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Internal Server Error');
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem('token')).not.toBeNull();

    server.use(loginCheckHandler('customer'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The server ran into a problem' })).toBeNull());
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('serverTrouble', () => {
  it('tells no answer and gateway errors from other server errors, and leaves the rest to the guards', () => {
    const of = (status: number) => serverTrouble(new ApiError(status, 'x'));
    expect([0, 502, 503, 504].map(of)).toEqual(['unreachable', 'unreachable', 'unreachable', 'unreachable']);
    expect([500, 501, 507].map(of)).toEqual(['failed', 'failed', 'failed']);
    expect([400, 401, 403, 404].map(of)).toEqual([null, null, null, null]);
    expect(serverTrouble(new Error('x'))).toBeNull();
    expect(serverTrouble(null)).toBeNull();
  });
});
