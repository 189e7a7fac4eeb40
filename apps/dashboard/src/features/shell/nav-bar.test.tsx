import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  API_URL,
  admin,
  customer,
  impersonationAnswer,
  loginCheckHandler,
  paymentMethodsHandler,
  profileHandler,
  storeTokenFor,
} from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { setSessionUser } from '../../lib/session/session.query';

const server = useMockApi();

async function mainNavLinks(): Promise<string[]> {
  // The page heading appears once the login check has answered and the guards have settled.
  await screen.findByRole('heading', { level: 1 });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The site header (pages may have header elements of their own). */
function siteHeader(): HTMLElement {
  const header = screen.getByRole('navigation', { name: 'Main' }).closest('header');
  if (!header) throw new Error('the main navigation sits in the site header');
  return header;
}

describe('navigation bar', () => {
  it('shows a visitor the Widget Library, Sign in and Create account', async () => {
    server.use(loginCheckHandler('visitor'));
    renderApp('/catalog');
    expect(await mainNavLinks()).toEqual(['Dashboard', 'Widget Library']);
    const header = within(siteHeader());
    // Shown once the login check has said nobody is signed in, so a signed-in user never sees them flash.
    expect((await header.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/?mode=signin');
    expect(header.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: /casey/i })).toBeNull();
    expect(screen.queryByText(/1\.5\.3/)).toBeNull();
  });

  it("opens the sign-in panel from the header's Sign in, even from the sign-up screen", async () => {
    server.use(loginCheckHandler('visitor'));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your Widgetry account' })).toBeTruthy();
    fireEvent.click(within(siteHeader()).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Widgetry' })).toBeTruthy();
    expect(router.state.location.search).toBe('?mode=signin');
    fireEvent.click(within(siteHeader()).getByRole('link', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your Widgetry account' })).toBeTruthy();
  });

  it('shows a signed-in user neither Sign in nor Create account', async () => {
    server.use(loginCheckHandler('customer'));
    storeTokenFor('customer');
    renderApp('/home');
    await screen.findByRole('button', { name: /casey customer/i });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('shows a customer the Widget Library and their profile menu, without admin items', async () => {
    server.use(loginCheckHandler('customer'));
    storeTokenFor('customer');
    renderApp('/home');
    expect(await mainNavLinks()).toEqual(['Dashboard', 'Widget Library']);
    expect(screen.getByRole('button', { name: /casey customer/i })).toBeTruthy();
    expect(screen.queryByText(/1\.5\.3/)).toBeNull();
  });

  it('shows an admin the version label and the Backend Admin link', async () => {
    server.use(loginCheckHandler('admin'));
    storeTokenFor('admin');
    renderApp('/home');
    expect(await mainNavLinks()).toEqual(['Backend Admin', 'Dashboard', 'Widget Library']);
    expect(screen.getByText('v1.5.3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Backend Admin' }).getAttribute('href')).toBe('/devadmin');
  });

  it('opens the profile menu with Profile, Subscription and Sign Out', async () => {
    server.use(loginCheckHandler('customer'), profileHandler('customer'), paymentMethodsHandler());
    storeTokenFor('customer');
    const { router } = renderApp('/home');
    const trigger = await screen.findByRole('button', { name: /casey customer/i });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Subscription', 'Sign Out']);

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the profile menu on Escape', async () => {
    server.use(loginCheckHandler('customer'));
    storeTokenFor('customer');
    renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: /casey customer/i }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('signs out: clears token, user id and impersonation keys, then goes to /', async () => {
    server.use(loginCheckHandler('customer'));
    storeTokenFor('customer');
    sessionStorage.setItem('userSwitched', 'true');
    sessionStorage.setItem('adminId', 'u-admin');
    sessionStorage.setItem('adminToken', 'admin-token');
    const { router } = renderApp('/home');

    fireEvent.click(await screen.findByRole('button', { name: /casey customer/i }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: /create your widgetry account/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    for (const key of ['token', 'userId']) expect(localStorage.getItem(key)).toBeNull();
    for (const key of ['userSwitched', 'adminId', 'adminToken']) expect(sessionStorage.getItem(key)).toBeNull();
    expect(await mainNavLinks()).toEqual(['Dashboard', 'Widget Library']);
  });

  it('signs out on the server too: POST /user/logout with the session token', async () => {
    const logouts: Array<string | null> = [];
    server.use(
      loginCheckHandler('customer'),
      http.post(`${API_URL}/user/logout`, ({ request }) => {
        logouts.push(request.headers.get('Authorization'));
        return HttpResponse.json({ success: true });
      }),
    );
    storeTokenFor('customer');
    renderApp('/home');

    fireEvent.click(await screen.findByRole('button', { name: /casey customer/i }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: /create your widgetry account/i })).toBeTruthy();
    expect(logouts).toEqual([`Bearer token-${customer.id}`]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('still signs out in the browser when the server cannot be reached', async () => {
    server.use(
      loginCheckHandler('customer'),
      http.post(`${API_URL}/user/logout`, () => HttpResponse.error()),
    );
    storeTokenFor('customer');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/home');

    fireEvent.click(await screen.findByRole('button', { name: /casey customer/i }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: /create your widgetry account/i })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    warn.mockRestore();
  });

  it('signs out to / even from /account, whose guard would send a visitor to /register', async () => {
    server.use(
      loginCheckHandler('customer'),
      profileHandler('customer'),
      paymentMethodsHandler(),
      http.post(`${API_URL}/user/logout`, () => HttpResponse.json({ success: true })),
    );
    storeTokenFor('customer');
    const { router } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });

    fireEvent.click(screen.getByRole('button', { name: /casey customer/i }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: /create your widgetry account/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the new display name in the profile menu once it changes', async () => {
    server.use(loginCheckHandler('customer'));
    storeTokenFor('customer');
    const { queryClient } = renderApp('/home');
    await screen.findByRole('button', { name: /casey customer/i });
    act(() => setSessionUser(queryClient, { ...customer, displayName: 'Casey Renamed' }));
    // The query cache tells its observers on the next tick, not inside the act.
    expect(await screen.findByRole('button', { name: /casey renamed/i })).toBeTruthy();
  });

  it('switches an impersonating admin back to their own account', async () => {
    server.use(
      loginCheckHandler('customer'),
      http.get(`${API_URL}/devadmin/user/u-admin`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer admin-token'
          ? HttpResponse.json(impersonationAnswer(admin, 'fresh-admin-token'))
          : HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    storeTokenFor('customer');
    sessionStorage.setItem('userSwitched', 'true');
    sessionStorage.setItem('adminId', 'u-admin');
    sessionStorage.setItem('adminToken', 'admin-token');
    const { router } = renderApp('/home');

    fireEvent.click(await screen.findByRole('button', { name: 'Switch back to admin' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Admin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/devadmin');
    expect(localStorage.getItem('token')).toBe('fresh-admin-token');
    expect(localStorage.getItem('userId')).toBe('u-admin');
    expect(sessionStorage.getItem('userSwitched')).toBe('false');
    expect(sessionStorage.getItem('adminId')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch back to admin' })).toBeNull();
    expect(screen.getByRole('button', { name: /ada admin/i })).toBeTruthy();
  });

  it('hides Switch back to admin when not impersonating', async () => {
    server.use(loginCheckHandler('customer'));
    storeTokenFor('customer');
    sessionStorage.setItem('userSwitched', 'false');
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Switch back to admin' })).toBeNull();
  });
});
