import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, admin, customer, impersonationAnswer } from '../../../../test/fixtures';
import { useMockApi } from '../../../../test/msw';
import { customerDetail, detailsHandler, openConsole, usersHandler } from '../admin.test-helpers';

const server = useMockApi();

/**
 * `GET /devadmin/user/:id` as the API answers an admin: a session for that user. Only the admin's
 * own token may ask, as on the real server.
 */
function sessionForHandler(authorizations: Array<string | null>) {
  return http.get(`${API_URL}/devadmin/user/:id`, ({ params, request }) => {
    const authorization = request.headers.get('Authorization');
    authorizations.push(authorization);
    if (authorization !== `Bearer token-${admin.id}`) {
      return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
    }
    const user = params.id === customer.id ? customer : admin;
    return HttpResponse.json(impersonationAnswer(user, `token-${user.id}-fresh`));
  });
}

const widgetsHandler = () => http.get(`${API_URL}/widget/`, () => HttpResponse.json([]));

describe('admin console: switch user', () => {
  it('switches to a user from the list, keeps the admin in session storage and switches back', async () => {
    const authorizations: Array<string | null> = [];
    const { handler } = usersHandler();
    server.use(handler, sessionForHandler(authorizations), widgetsHandler());
    const { router } = openConsole(server, '/devadmin/users');

    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Casey Customer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('token')).toBe(`token-${customer.id}-fresh`);
    expect(localStorage.getItem('userId')).toBe(customer.id);
    expect(sessionStorage.getItem('userSwitched')).toBe('true');
    expect(sessionStorage.getItem('adminId')).toBe(admin.id);
    expect(sessionStorage.getItem('adminToken')).toBe(`token-${admin.id}`);
    expect((await screen.findByText(/You are acting as/)).textContent).toBe('You are acting as Casey Customer');
    expect(screen.getByRole('button', { name: /casey customer/i })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Backend Admin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Switch back to admin' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Admin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/devadmin');
    expect(localStorage.getItem('token')).toBe(`token-${admin.id}-fresh`);
    expect(localStorage.getItem('userId')).toBe(admin.id);
    expect(sessionStorage.getItem('userSwitched')).toBe('false');
    expect(sessionStorage.getItem('adminId')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByText(/You are acting as/)).toBeNull();
    expect(authorizations).toEqual([`Bearer token-${admin.id}`, `Bearer token-${admin.id}`]);
  });

  it('switches from the user details too', async () => {
    const authorizations: Array<string | null> = [];
    server.use(detailsHandler(), sessionForHandler(authorizations), widgetsHandler());
    const { router } = openConsole(server, `/devadmin/users/${customer.id}`);
    await screen.findByRole('heading', { level: 2, name: 'Casey Customer' });
    fireEvent.click(screen.getByRole('button', { name: 'Switch User' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sessionStorage.getItem('userSwitched')).toBe('true');
    expect(await screen.findByText(/You are acting as/)).toBeTruthy();
  });

  it('offers Switch User for customers only: never on an admin, the signed-in admin included', async () => {
    const { handler } = usersHandler();
    server.use(handler, detailsHandler({ ...customerDetail, ...admin }));
    openConsole(server, '/devadmin/users');
    expect(await screen.findByRole('button', { name: 'Switch to Casey Customer' })).toBeTruthy();
    const adminRow = within(screen.getByTestId(`user-${admin.id}`));
    expect(adminRow.getByRole('button', { name: `Edit ${admin.displayName}` })).toBeTruthy();
    expect(adminRow.queryByRole('button', { name: `Switch to ${admin.displayName}` })).toBeNull();

    // The admin's details page, which the row opens.
    fireEvent.click(adminRow.getByRole('button', { name: admin.displayName }));
    await screen.findByRole('heading', { level: 2, name: admin.displayName });
    expect(screen.getByRole('button', { name: 'Send Verification Mail' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch User' })).toBeNull();
  });

  it('sign out clears the login and every impersonation key', async () => {
    const { handler } = usersHandler();
    server.use(handler, sessionForHandler([]), widgetsHandler());
    const { router } = openConsole(server, '/devadmin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Casey Customer' }));
    await screen.findByText(/You are acting as/);

    fireEvent.click(screen.getByRole('button', { name: /casey customer/i }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const key of ['token', 'userId']) expect(localStorage.getItem(key)).toBeNull();
    for (const key of ['userSwitched', 'adminId', 'adminToken']) expect(sessionStorage.getItem(key)).toBeNull();
  });
});
