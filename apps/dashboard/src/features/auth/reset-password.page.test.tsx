import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, type HttpResponseResolver, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, customer, loginCheckHandler } from '../../../test/fixtures';
import { errorUnder, isDisabled, type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { browserLocation } from '../../lib/browser-location';
import { submitWith } from '../../lib/forms.test-helpers';

const server = useMockApi();
const LINK = `/resetPassword?userId=${customer.id}&token=emailed-token`;

/** GET /user/resetPassword/:userId, the link check on load: live unless told otherwise. */
function linkCheckHandler(answer: HttpResponseResolver = () => HttpResponse.json({ success: true })) {
  return http.get(`${API_URL}/user/resetPassword/:userId`, answer);
}

async function openReset(path = LINK) {
  server.use(loginCheckHandler('visitor'), linkCheckHandler());
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return view;
}

/** Opens a complete link and waits for its form, shown once the API says the link still works. */
async function openLiveLink() {
  const view = await openReset();
  await screen.findByLabelText('New Password');
  return view;
}

function fields() {
  return {
    password: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm Password'),
    submit: screen.getByRole('button', { name: 'Reset Password' }),
  };
}

describe('reset-password page', () => {
  it('says the link has expired when userId or token is missing', async () => {
    await openReset('/resetPassword?userId=u1');
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('offers a way back to sign in when the link is incomplete', async () => {
    await openReset('/resetPassword?token=t');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Reset Password' })).toBeNull();
  });

  // Issue 29 #21: a used link showed the form and said 'expired' only after both fields were typed.
  it('says a used or expired link has expired on load, without the form, asking with the emailed token', async () => {
    let authorization: string | null = null;
    const sent = vi.fn();
    server.use(
      loginCheckHandler('visitor'),
      linkCheckHandler(({ request, params }) => {
        authorization = request.headers.get('Authorization');
        expect(params.userId).toBe(customer.id);
        return HttpResponse.json({ error: ACCOUNT_MESSAGES.linkExpired }, { status: 403 });
      }),
      http.post(`${API_URL}/user/resetPassword/${customer.id}`, sent),
    );
    renderApp(LINK);
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeTruthy();
    expect(authorization).toBe('Bearer emailed-token');
    expect(sent).not.toHaveBeenCalled();
  });

  it('says it is checking the link until the API answers, then shows the form for a live one', async () => {
    await openReset();
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(await screen.findByLabelText('New Password')).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.linkExpired)).toBeNull();
  });

  it('keeps Reset Password disabled until both fields are filled', async () => {
    await openLiveLink();
    const form = fields();
    expect(isDisabled(form.submit)).toBe(true);
    type(form.password, 'Str0ng!pass');
    expect(isDisabled(form.submit)).toBe(true);
    type(form.confirm, 'Str0ng!pass');
    expect(isDisabled(form.submit)).toBe(false);
  });

  it('shows and hides each password with its own toggle', async () => {
    await openLiveLink();
    const show = screen.getByRole('button', { name: 'Show New Password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    expect(fields().password.getAttribute('type')).toBe('password');
    fireEvent.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(fields().password.getAttribute('type')).toBe('text');
    expect(fields().confirm.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(fields().confirm.getAttribute('type')).toBe('text');
    fireEvent.click(show);
    expect(fields().password.getAttribute('type')).toBe('password');
  });

  it('says the passwords do not match, under the confirmation, without calling the API', async () => {
    const sent = vi.fn();
    server.use(http.post(`${API_URL}/user/resetPassword/${customer.id}`, sent));
    await openLiveLink();
    const form = submitWith(fields(), { password: 'Str0ng!pass', confirm: 'Str0ng!pas' });
    expect(errorUnder(form.confirm)).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
    expect(sent).not.toHaveBeenCalled();
  });

  it('checks the password rules first', async () => {
    await openLiveLink();
    const form = submitWith(fields(), { password: 'weakpass', confirm: 'weakpass' });
    expect(errorUnder(form.password)).toBe(PASSWORD_MESSAGES.uppercase);
  });

  it('shows a 403 as the expired-link message', async () => {
    server.use(
      http.post(`${API_URL}/user/resetPassword/${customer.id}`, () =>
        HttpResponse.json({ error: ACCOUNT_MESSAGES.linkExpired }, { status: 403 }),
      ),
    );
    await openLiveLink();
    submitWith(fields(), { password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.linkExpired);
  });

  it('shows a 400 as an error under the password field', async () => {
    server.use(
      http.post(`${API_URL}/user/resetPassword/${customer.id}`, () =>
        HttpResponse.json({ fieldErrors: { password: PASSWORD_MESSAGES.tooLong } }, { status: 400 }),
      ),
    );
    await openLiveLink();
    const form = submitWith(fields(), { password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    await waitFor(() => expect(errorUnder(form.password)).toBe(PASSWORD_MESSAGES.tooLong));
  });

  it('on success clears every stored credential and reloads onto the sign-in panel', async () => {
    const reload = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    let authorization: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${API_URL}/user/resetPassword/${customer.id}`, async ({ request }) => {
        authorization = request.headers.get('Authorization');
        body = await request.json();
        return HttpResponse.json({ token: 'new-token', id: customer.id, user: customer });
      }),
    );
    // Left over from an earlier session in this browser, e.g. an admin acting as a user.
    localStorage.setItem('userId', 'u-old');
    sessionStorage.setItem('userSwitched', 'true');
    sessionStorage.setItem('adminId', 'u-admin');
    sessionStorage.setItem('adminToken', 'admin-token');
    await openLiveLink();
    submitWith(fields(), { password: 'Str0ng!pass', confirm: 'Str0ng!pass' });

    expect((await screen.findByRole('status')).textContent).toMatch(/password has been reset/i);
    expect(reload).toHaveBeenCalledWith('/?mode=signin&reset=done');
    expect(authorization).toBe('Bearer emailed-token');
    expect(body).toEqual({ password: 'Str0ng!pass' });
    for (const key of ['token', 'userId']) expect(localStorage.getItem(key)).toBeNull();
    for (const key of ['userSwitched', 'adminId', 'adminToken']) expect(sessionStorage.getItem(key)).toBeNull();
  });
});
