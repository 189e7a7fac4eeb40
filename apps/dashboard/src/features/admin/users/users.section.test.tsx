import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, customer } from '../../../../test/fixtures';
import { errorUnder, type } from '../../../../test/forms';
import { useMockApi } from '../../../../test/msw';
import { detailsHandler, openConsole, someUsers, usersHandler } from '../admin.test-helpers';

const server = useMockApi();

async function openUsers(path = '/devadmin/users') {
  const view = openConsole(server, path);
  await screen.findByRole('heading', { level: 2, name: 'Users' });
  return view;
}

function usersTable() {
  return within(screen.getByRole('table', { name: 'Users' }));
}

describe('admin console: users list', () => {
  it('shows skeleton rows, then the users with Verified, Name, Email, Role and Actions', async () => {
    const { handler } = usersHandler();
    server.use(handler);
    await openUsers();
    expect(
      usersTable()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Verified', 'Name', 'Email', 'Role', 'Actions']);
    expect(await usersTable().findByText('casey@example.com')).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    const row = within(screen.getByTestId('user-u-new'));
    expect(row.getByText('Not verified')).toBeTruthy();
    expect(row.getByText('Customer')).toBeTruthy();
    for (const action of ['Edit Nia New', 'Switch to Nia New', 'Delete Nia New']) {
      expect(row.getByRole('button', { name: action })).toBeTruthy();
    }
    expect(within(screen.getByTestId('user-u-admin')).getByText('Admin')).toBeTruthy();
  });

  it('shows skeleton rows while the first page loads', async () => {
    server.use(http.get(`${API_URL}/devadmin/user`, () => new Promise<never>(() => {})));
    await openUsers();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  });

  it("shows 'No records found' for an empty list", async () => {
    const { handler } = usersHandler([]);
    server.use(handler);
    await openUsers();
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it('sends the search and role filter as query parameters and pages from the total', async () => {
    const { handler, queries } = usersHandler(someUsers, 45);
    server.use(handler);
    const { router } = await openUsers();
    expect(await screen.findByText('Showing 1–20 of 45 users')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ page: '1', limit: '20', search: '', role: 'all' });

    type(screen.getByRole('searchbox', { name: 'Search' }), 'casey');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('casey'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'customer' } });
    await waitFor(() => expect(queries.at(-1)?.get('role')).toBe('customer'));
    expect(queries.at(-1)?.get('search')).toBe('casey');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45 users')).toBeTruthy();
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      page: '2',
      limit: '20',
      search: 'casey',
      role: 'customer',
    });
    // The filters live in the address, so a reload keeps them.
    expect(router.state.location.search).toBe('?search=casey&role=customer&page=2');
  });

  it('reads the filters from the address on a reload', async () => {
    const { handler, queries } = usersHandler(someUsers, 45);
    server.use(handler);
    await openUsers('/devadmin/users?search=ada&role=admin&page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ page: '3', limit: '20', search: 'ada', role: 'admin' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'ada');
  });

  it('opens the details of a clicked row', async () => {
    const { handler } = usersHandler();
    server.use(handler, detailsHandler());
    const { router } = await openUsers();
    fireEvent.click(await screen.findByText('casey@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/devadmin/users/${customer.id}`));
  });
});

describe('admin console: user popups', () => {
  it('adds a user with POST /devadmin/user and shows 400 fieldErrors beside the fields', async () => {
    const { handler } = usersHandler();
    const bodies: unknown[] = [];
    server.use(
      handler,
      http.post(`${API_URL}/devadmin/user`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ fieldErrors: { email: 'This email is already in use.' } }, { status: 400 });
      }),
    );
    await openUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    const popup = within(screen.getByRole('dialog', { name: 'Add New User' }));
    expect(screen.getByTestId('page-overlay')).toBeTruthy();
    type(popup.getByLabelText('Name'), 'Nora New');
    type(popup.getByLabelText('Email'), 'nora@example.com');
    fireEvent.change(popup.getByLabelText('Role'), { target: { value: 'admin' } });
    type(popup.getByLabelText('Password'), 'Str0ng!Passw0rd');
    fireEvent.click(popup.getByRole('button', { name: 'Add User' }));

    await waitFor(() => expect(errorUnder(popup.getByLabelText('Email'))).toBe('This email is already in use.'));
    expect(bodies).toEqual([
      { displayName: 'Nora New', email: 'nora@example.com', userRole: 'admin', password: 'Str0ng!Passw0rd' },
    ]);
    expect(errorUnder(popup.getByLabelText('Name'))).toBeNull();
  });

  it('edits a user with PUT /devadmin/user, closes and reads the list again', async () => {
    const { handler, queries } = usersHandler();
    const bodies: unknown[] = [];
    server.use(
      handler,
      http.put(`${API_URL}/devadmin/user`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: { ...customer, displayName: 'Casey Changed' } });
      }),
    );
    await openUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Casey Customer' }));
    const popup = within(screen.getByRole('dialog', { name: 'Edit User' }));
    expect(popup.getByLabelText('Email')).toHaveProperty('value', 'casey@example.com');
    type(popup.getByLabelText('Name'), 'Casey Changed');
    const asked = queries.length;
    fireEvent.click(popup.getByRole('button', { name: 'Update User' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        id: customer.id,
        displayName: 'Casey Changed',
        email: 'casey@example.com',
        userRole: 'customer',
        password: '',
        widgetLimit: null,
      },
    ]);
    await waitFor(() => expect(queries.length).toBeGreaterThan(asked));
    expect(screen.queryByTestId('page-overlay')).toBeNull();
  });

  it("shows and changes one user's widget limit in Edit User: a number, or empty for the default", async () => {
    const limited = { ...customer, widgetLimit: 500 };
    const { handler } = usersHandler([limited]);
    const bodies: unknown[] = [];
    server.use(
      handler,
      http.put(`${API_URL}/devadmin/user`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: limited });
      }),
    );
    await openUsers();
    const putLimit = async (typed: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Casey Customer' }));
      const popup = within(screen.getByRole('dialog', { name: 'Edit User' }));
      expect(popup.getByLabelText('Widget limit')).toHaveProperty('value', '500');
      type(popup.getByLabelText('Widget limit'), typed);
      fireEvent.click(popup.getByRole('button', { name: 'Update User' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await putLimit('1000');
    await putLimit('  ');
    expect(bodies).toMatchObject([
      { id: customer.id, widgetLimit: 1000 },
      { id: customer.id, widgetLimit: null },
    ]);
  });

  it('refuses a widget limit that is not a whole number under the field, and shows the API refusing one there', async () => {
    const { handler } = usersHandler();
    const bodies: unknown[] = [];
    server.use(
      handler,
      http.put(`${API_URL}/devadmin/user`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ fieldErrors: { widgetLimit: 'Too many for this plan.' } }, { status: 400 });
      }),
    );
    await openUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Casey Customer' }));
    const popup = within(screen.getByRole('dialog', { name: 'Edit User' }));
    const limit = popup.getByLabelText('Widget limit');
    // The list's user has no limit of their own: the field starts empty (the default).
    expect(limit).toHaveProperty('value', '');
    for (const bad of ['lots', '2.5', '-1']) {
      type(limit, bad);
      fireEvent.click(popup.getByRole('button', { name: 'Update User' }));
      await waitFor(() => expect(errorUnder(limit), bad).toBe(ADMIN_MESSAGES.widgetLimitInvalid));
    }
    expect(bodies).toEqual([]);

    type(limit, '300');
    fireEvent.click(popup.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(errorUnder(limit)).toBe('Too many for this plan.'));
    expect(bodies).toMatchObject([{ widgetLimit: 300 }]);
  });

  it('asks no widget limit when adding a user', async () => {
    const { handler } = usersHandler();
    server.use(handler);
    await openUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    const popup = within(screen.getByRole('dialog', { name: 'Add New User' }));
    expect(popup.queryByLabelText('Widget limit')).toBeNull();
  });

  it('deletes a user after confirming, with DELETE /devadmin/user/:id', async () => {
    const { handler } = usersHandler();
    const deleted: string[] = [];
    server.use(
      handler,
      http.delete(`${API_URL}/devadmin/user/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ success: true });
      }),
    );
    await openUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Casey Customer' }));
    const popup = within(screen.getByRole('dialog', { name: 'Delete User' }));
    expect(popup.getByText('Are you sure you want to delete this user?')).toBeTruthy();
    fireEvent.click(popup.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([customer.id]);
  });
});
