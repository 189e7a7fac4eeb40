import { fireEvent, screen, within } from '@testing-library/react';
import { API_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  API_URL,
  customer,
  loginCheckHandler,
  paymentMethodsHandler,
  profileHandler,
  storeTokenFor,
} from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = useMockApi();

async function openAccount() {
  server.use(loginCheckHandler('customer'), profileHandler('customer'), paymentMethodsHandler());
  storeTokenFor('customer');
  const view = renderApp('/account');
  const section = within(await screen.findByRole('region', { name: 'Sign out everywhere' }));
  return { ...view, section };
}

describe('account page: sign out everywhere', () => {
  it('ends every session on the server, then signs this browser out', async () => {
    const logouts: Array<string | null> = [];
    server.use(
      http.post(`${API_URL}/user/logout`, ({ request }) => {
        logouts.push(request.headers.get('Authorization'));
        return HttpResponse.json({ success: true });
      }),
    );
    const { router, section } = await openAccount();
    fireEvent.click(section.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('heading', { name: /create your widgetry account/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(logouts).toEqual([`Bearer token-${customer.id}`]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says so and stays signed in when the sessions could not be ended', async () => {
    server.use(
      http.post(`${API_URL}/user/logout`, () =>
        HttpResponse.json({ error: API_MESSAGES.serverError }, { status: 500 }),
      ),
    );
    const { router, section } = await openAccount();
    fireEvent.click(section.getByRole('button', { name: 'Sign out everywhere' }));

    expect((await section.findByRole('alert')).textContent).toBe(API_MESSAGES.serverError);
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem('token')).toBe(`token-${customer.id}`);
  });
});
