import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, API_MESSAGES, SAVE_CONFIRMATION_MS } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_URL,
  customer,
  loginCheckHandler,
  paymentMethodsHandler,
  profileHandler,
  storeTokenFor,
} from '../../../test/fixtures';
import { errorUnder, isDisabled, type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { submitWith } from '../../lib/forms.test-helpers';
import { getSession } from '../../lib/session/session.query';

const server = useMockApi();
afterEach(() => {
  vi.useRealTimers();
});

async function openAccount(profile: Partial<typeof customer> = {}) {
  server.use(loginCheckHandler('customer'), profileHandler('customer', profile), paymentMethodsHandler());
  storeTokenFor('customer');
  const view = renderApp('/account');
  await screen.findByRole('form', { name: 'Personal Information' });
  return view;
}

const section = (name: string) => within(screen.getByRole('form', { name }));

describe('account page: personal information', () => {
  it('shows the profile with the verified indicator', async () => {
    await openAccount();
    const personal = section('Personal Information');
    expect(personal.getByLabelText('Display Name')).toHaveProperty('value', customer.displayName);
    expect(personal.getByLabelText('Email')).toHaveProperty('value', customer.email);
    expect(personal.getByText('Verified')).toBeTruthy();
    expect(personal.queryByRole('button', { name: 'Send verification email' })).toBeNull();
  });

  it("saves, shows 'Settings Saved!' for 2.5 s and updates the name in the navigation bar", async () => {
    let body: unknown;
    server.use(
      http.put(`${API_URL}/user/${customer.id}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: { ...customer, displayName: 'Casey Renamed' } });
      }),
    );
    const { queryClient } = await openAccount();
    const personal = section('Personal Information');
    type(personal.getByLabelText('Display Name'), 'Casey Renamed');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(personal.getByRole('button', { name: 'Save' }));
    // Let the answer arrive; only zero-length timers run, so the 2.5 s clock has not moved.
    for (let step = 0; step < 20 && !personal.queryByText(ACCOUNT_MESSAGES.settingsSaved); step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(personal.getByRole('status').textContent).toBe(ACCOUNT_MESSAGES.settingsSaved);
    expect(body).toEqual({ displayName: 'Casey Renamed', email: customer.email });
    expect(screen.getByRole('button', { name: /casey renamed/i })).toBeTruthy();
    expect(getSession(queryClient).user?.displayName).toBe('Casey Renamed');

    await act(() => vi.advanceTimersByTimeAsync(SAVE_CONFIRMATION_MS - 1));
    expect(personal.queryByText(ACCOUNT_MESSAGES.settingsSaved)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(personal.queryByText(ACCOUNT_MESSAGES.settingsSaved)).toBeNull();
  });

  it('shows a taken email under the email field', async () => {
    server.use(
      http.put(`${API_URL}/user/${customer.id}`, () =>
        HttpResponse.json({ fieldErrors: { email: API_MESSAGES.emailTaken } }, { status: 409 }),
      ),
    );
    await openAccount();
    const personal = section('Personal Information');
    const email = personal.getByLabelText('Email');
    type(email, 'taken@example.com');
    type(personal.getByLabelText('Current Password'), 'Secret#123');
    fireEvent.click(personal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(email)).toBe(API_MESSAGES.emailTaken));
    expect(errorUnder(personal.getByLabelText('Display Name'))).toBeNull();
    expect(personal.queryByText(ACCOUNT_MESSAGES.settingsSaved)).toBeNull();
  });

  it('checks the fields before saving and keeps Save disabled while one is empty', async () => {
    const sent = vi.fn();
    server.use(http.put(`${API_URL}/user/${customer.id}`, sent));
    await openAccount();
    const personal = section('Personal Information');
    type(personal.getByLabelText('Display Name'), ' ');
    expect(isDisabled(personal.getByRole('button', { name: 'Save' }))).toBe(true);
    type(personal.getByLabelText('Display Name'), 'Casey');
    type(personal.getByLabelText('Email'), 'not-an-email');
    type(personal.getByLabelText('Current Password'), 'Secret#123');
    fireEvent.click(personal.getByRole('button', { name: 'Save' }));
    expect(errorUnder(personal.getByLabelText('Email'))).toBe(ACCOUNT_MESSAGES.invalidEmail);
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends a verification email for an unverified address', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_URL}/user/verifyEmailRequest`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    await openAccount({ emailVerified: false });
    const personal = section('Personal Information');
    expect(personal.getByText('Not verified')).toBeTruthy();
    fireEvent.click(personal.getByRole('button', { name: 'Send verification email' }));
    expect((await personal.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.emailSent);
    expect(body).toEqual({ email: customer.email });
  });

  it('asks for the current password before a new email, and says the old address stays until the link is opened', async () => {
    let body: unknown;
    server.use(
      http.put(`${API_URL}/user/${customer.id}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: { ...customer, pendingEmail: 'new@example.com' } });
      }),
    );
    await openAccount();
    const personal = section('Personal Information');
    expect(personal.queryByLabelText('Current Password')).toBeNull();
    type(personal.getByLabelText('Email'), 'new@example.com');
    expect(isDisabled(personal.getByRole('button', { name: 'Save' }))).toBe(true);
    type(personal.getByLabelText('Current Password'), 'Secret#123');
    fireEvent.click(personal.getByRole('button', { name: 'Save' }));

    const pending = ACCOUNT_MESSAGES.emailChangePending
      .replace('{email}', 'new@example.com')
      .replace('{current}', customer.email);
    expect(await personal.findByText(pending)).toBeTruthy();
    expect(body).toEqual({
      displayName: customer.displayName,
      email: 'new@example.com',
      currentPassword: 'Secret#123',
    });
    // The address in use stays, verified: nothing blocks saving widgets meanwhile.
    expect(personal.getByLabelText('Email')).toHaveProperty('value', customer.email);
    expect(personal.getByText('Verified')).toBeTruthy();
    expect(personal.queryByText(ACCOUNT_MESSAGES.settingsSaved)).toBeNull();
  });

  it('shows a wrong current password beside its field', async () => {
    server.use(
      http.put(`${API_URL}/user/${customer.id}`, () =>
        HttpResponse.json({ fieldErrors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } }, { status: 400 }),
      ),
    );
    await openAccount();
    const personal = section('Personal Information');
    type(personal.getByLabelText('Email'), 'new@example.com');
    type(personal.getByLabelText('Current Password'), 'Wrong#123');
    fireEvent.click(personal.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorUnder(personal.getByLabelText('Current Password'))).toBe(ACCOUNT_MESSAGES.currentPasswordWrong),
    );
  });
});

describe('account page: reset password', () => {
  function passwordFields() {
    const form = section('Reset Password');
    return {
      current: form.getByLabelText('Current Password'),
      password: form.getByLabelText('New Password'),
      confirm: form.getByLabelText('Confirm Password'),
      submit: form.getByRole('button', { name: 'Change Password' }),
      form,
    };
  }

  it('keeps Change Password disabled until all three fields are filled', async () => {
    await openAccount();
    const fields = passwordFields();
    expect(isDisabled(fields.submit)).toBe(true);
    type(fields.current, 'Old!pass1');
    type(fields.password, 'N3w!password');
    expect(isDisabled(fields.submit)).toBe(true);
    type(fields.confirm, 'N3w!password');
    expect(isDisabled(fields.submit)).toBe(false);
  });

  it('says the passwords do not match under the confirmation', async () => {
    await openAccount();
    const fields = submitWith(passwordFields(), {
      current: 'Old!pass1',
      password: 'N3w!password',
      confirm: 'N3w!passwor',
    });
    expect(errorUnder(fields.confirm)).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
  });

  it('changes the password with the current one and keeps the user signed in with the fresh token', async () => {
    let authorization: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${API_URL}/user/resetPassword/${customer.id}`, async ({ request }) => {
        authorization = request.headers.get('Authorization');
        body = await request.json();
        return HttpResponse.json({ token: 'fresh-token', id: customer.id, user: customer });
      }),
    );
    const { queryClient } = await openAccount();
    const fields = submitWith(passwordFields(), {
      current: 'Old!pass1',
      password: 'N3w!password',
      confirm: 'N3w!password',
    });

    expect((await fields.form.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.settingsSaved);
    expect(authorization).toBe(`Bearer token-${customer.id}`);
    expect(body).toEqual({ currentPassword: 'Old!pass1', password: 'N3w!password' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(fields.current).toHaveProperty('value', '');
    expect(getSession(queryClient).isUserLoggedIn).toBe(true);
  });

  it('shows a wrong current password under its field', async () => {
    server.use(
      http.post(`${API_URL}/user/resetPassword/${customer.id}`, () =>
        HttpResponse.json({ fieldErrors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } }, { status: 400 }),
      ),
    );
    await openAccount();
    const fields = submitWith(passwordFields(), {
      current: 'wrong',
      password: 'N3w!password',
      confirm: 'N3w!password',
    });
    await waitFor(() => expect(errorUnder(fields.current)).toBe(ACCOUNT_MESSAGES.currentPasswordWrong));
    expect(errorUnder(fields.password)).toBeNull();
  });
});

describe('account page: delete account', () => {
  it('asks for confirmation with the overlay on; Cancel keeps the account', async () => {
    const deleted = vi.fn();
    server.use(http.delete(`${API_URL}/user/${customer.id}`, deleted));
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(screen.getByTestId('page-overlay')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('page-overlay')).toBeNull();
    expect(deleted).not.toHaveBeenCalled();
  });

  it('keeps Delete off until the password is typed', async () => {
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Account' }));
    expect(isDisabled(dialog.getByRole('button', { name: 'Delete' }))).toBe(true);
    type(dialog.getByLabelText('Password'), 'Secret#123');
    expect(isDisabled(dialog.getByRole('button', { name: 'Delete' }))).toBe(false);
  });

  it('shows a wrong password beside the field and keeps the account', async () => {
    server.use(
      http.delete(`${API_URL}/user/${customer.id}`, () =>
        HttpResponse.json({ fieldErrors: { password: ACCOUNT_MESSAGES.currentPasswordWrong } }, { status: 400 }),
      ),
    );
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Account' }));
    type(dialog.getByLabelText('Password'), 'Wrong#123');
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(errorUnder(dialog.getByLabelText('Password'))).toBe(ACCOUNT_MESSAGES.currentPasswordWrong),
    );
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('deletes the account with the password, clears storage and goes to / saying the account is gone', async () => {
    let body: unknown;
    server.use(
      http.delete(`${API_URL}/user/${customer.id}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { router } = await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog'));
    type(dialog.getByLabelText('Password'), 'Secret#123');
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { level: 1, name: /create your widgetry account/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const createAccount = within(screen.getByRole('form', { name: 'Create Account' }));
    expect(createAccount.getByRole('status').textContent).toBe(ACCOUNT_MESSAGES.accountDeleted);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(screen.queryByTestId('page-overlay')).toBeNull();
    expect(body).toEqual({ password: 'Secret#123' });
  });

  it('shows a failed delete in the popup', async () => {
    server.use(
      http.delete(`${API_URL}/user/${customer.id}`, () =>
        HttpResponse.json({ error: API_MESSAGES.serverError }, { status: 500 }),
      ),
    );
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog');
    type(within(dialog).getByLabelText('Password'), 'Secret#123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(API_MESSAGES.serverError);
  });
});
