import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API_MESSAGES,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  SIGN_IN_CODE_MESSAGES,
  SIGN_IN_CODE_REQUIRED,
} from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL, customer, loginCheckHandler } from '../../../test/fixtures';
import { errorUnder, isDisabled, type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { type RenderAppOptions, renderApp } from '../../../test/render-app';
import { submitWith } from '../../lib/forms.test-helpers';
import { resetRecaptchaForTests } from '../../lib/recaptcha';
import { getSession } from '../../lib/session/session.query';
import { selectIsOverlayOn, useOverlayStore } from '../../ui/overlay/overlay.store';

const server = useMockApi();
afterEach(() => resetRecaptchaForTests());

/** The auth screen for a visitor; `form(name)` is the visible form, the hidden one is inert. */
async function openAuth(path = '/', options?: RenderAppOptions) {
  // No token is stored, so `GET /` answers as for a visitor until a sign-in stores the customer's.
  server.use(loginCheckHandler('customer'));
  const view = renderApp(path, options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const form = (name: 'Create Account' | 'Sign In') => screen.getByRole('form', { name });

function signUpFields() {
  const scope = within(form('Create Account'));
  return {
    name: scope.getByLabelText('Display Name'),
    email: scope.getByLabelText('Email'),
    password: scope.getByLabelText('Password'),
    submit: scope.getByRole('button', { name: 'Sign Up' }),
  };
}

function signInFields() {
  const scope = within(form('Sign In'));
  return {
    email: scope.getByLabelText('Email'),
    password: scope.getByLabelText('Password'),
    submit: scope.getByRole('button', { name: 'Sign In' }),
  };
}

function toggleTo(target: 'Sign In' | 'Create Account') {
  fireEvent.click(screen.getByRole('button', { name: target }));
}

const session = { token: 'fresh-token', id: customer.id, user: customer };

describe('register / sign-in screen', () => {
  it('limits the sign-up fields while typing, as the API does (issue 29 #11)', async () => {
    await openAuth('/register');
    const fields = signUpFields();
    expect(fields.name.getAttribute('maxlength')).toBe(String(DISPLAY_NAME_MAX_LENGTH));
    expect(fields.email.getAttribute('maxlength')).toBe(String(EMAIL_MAX_LENGTH));
    expect(fields.password.getAttribute('maxlength')).toBe(String(PASSWORD_MAX_LENGTH));
  });

  it('starts on Create Account and slides to Sign In and back', async () => {
    await openAuth('/register');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your Widgetry account');
    expect(screen.queryByRole('form', { name: 'Sign In' })).toBeNull();
    const slider = document.querySelector('.auth-slider');
    expect(slider?.getAttribute('data-mode')).toBe('signup');

    toggleTo('Sign In');
    expect(slider?.getAttribute('data-mode')).toBe('signin');
    expect(form('Sign In')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create Account' })).toBeNull();

    toggleTo('Create Account');
    expect(form('Create Account')).toBeTruthy();
  });

  it('keeps Sign Up disabled until name, email and password are all filled', async () => {
    await openAuth();
    const { name, email, password, submit } = signUpFields();
    expect(isDisabled(submit)).toBe(true);
    type(name, 'Sam');
    expect(isDisabled(submit)).toBe(true);
    type(email, 'sam@example.com');
    expect(isDisabled(submit)).toBe(true);
    type(password, 'x');
    expect(isDisabled(submit)).toBe(false);
    type(name, '   ');
    expect(isDisabled(submit)).toBe(true);
  });

  it('keeps Sign In disabled until email and password are filled', async () => {
    await openAuth();
    toggleTo('Sign In');
    const { email, password, submit } = signInFields();
    expect(isDisabled(submit)).toBe(true);
    type(email, 'sam@example.com');
    expect(isDisabled(submit)).toBe(true);
    type(password, 'secret');
    expect(isDisabled(submit)).toBe(false);
    type(email, '');
    expect(isDisabled(submit)).toBe(true);
  });

  it.each([
    { password: 'abc', score: 1, label: 'Poor' },
    { password: 'abcD', score: 2, label: 'Weak' },
    { password: 'abcD1', score: 3, label: 'Fair' },
    // Four points, but too short: the rules refuse it, so the meter stops at Fair (issue 29 #18).
    { password: 'abcD1!', score: 3, label: 'Fair' },
    { password: 'abcDefg1', score: 3, label: 'Fair' },
    { password: 'abcD1!xyz', score: 5, label: 'Strong' },
    { password: 'Correct-Horse-Battery-9', score: 5, label: 'Strong' },
  ])('shows strength $label for a password scoring $score', async ({ password, score, label }) => {
    await openAuth();
    const fields = signUpFields();
    expect(document.querySelector('.strength')).toBeNull();
    type(fields.password, password);
    const meter = document.querySelector('.strength');
    expect(meter?.textContent).toBe(`Strength: ${label}`);
    expect(meter?.getAttribute('data-score')).toBe(String(score));
    expect(meter?.querySelectorAll('.strength__segment--on').length).toBe(score);
  });

  it('opens the password requirements popup with the five rules, overlay on while open', async () => {
    await openAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Password requirements' }));
    const dialog = screen.getByRole('dialog', { name: 'Password requirements' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.lowercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
    ]);
    expect(screen.getByTestId('page-overlay')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectIsOverlayOn(useOverlayStore.getState())).toBe(false);
  });

  it('shows the first failing password rule under the password field and sends nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(`${API_URL}/user`, sent));
    await openAuth();
    const fields = submitWith(signUpFields(), { name: 'Sam', email: 'sam@example.com', password: 'lowercase1!' });
    expect(errorUnder(fields.password)).toBe(PASSWORD_MESSAGES.uppercase);
    expect(errorUnder(fields.email)).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field is edited, keeping the others", async () => {
    await openAuth();
    const fields = submitWith(signUpFields(), { name: 'Sam', email: 'not-an-email', password: 'short' });
    expect(errorUnder(fields.password)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(errorUnder(fields.email)).toBe('Please enter a valid email address.');

    type(fields.password, 'shorter');
    expect(errorUnder(signUpFields().password)).toBeNull();
    expect(errorUnder(signUpFields().email)).toBe('Please enter a valid email address.');
  });

  it('places server field errors under their fields', async () => {
    server.use(
      http.post(`${API_URL}/user`, () =>
        HttpResponse.json({ fieldErrors: { email: API_MESSAGES.emailTaken } }, { status: 409 }),
      ),
    );
    await openAuth();
    const fields = submitWith(signUpFields(), { name: 'Sam', email: 'sam@example.com', password: 'Str0ng!pass' });
    await waitFor(() => expect(errorUnder(fields.email)).toBe(API_MESSAGES.emailTaken));
    expect(errorUnder(fields.password)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a rate limit in the error area', async () => {
    server.use(
      http.post(`${API_URL}/user`, () => HttpResponse.json({ error: API_MESSAGES.rateLimited }, { status: 429 })),
    );
    await openAuth();
    submitWith(signUpFields(), { name: 'Sam', email: 'sam@example.com', password: 'Str0ng!pass' });
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.rateLimited);
  });

  it('signs up: sends the fields, stores the session and opens the Dashboard', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_URL}/user`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { router, queryClient } = await openAuth();
    submitWith(signUpFields(), { name: 'Casey Customer', email: ' Casey@Example.com ', password: 'Str0ng!pass' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(body).toEqual({ displayName: 'Casey Customer', email: 'casey@example.com', password: 'Str0ng!pass' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('userId')).toBe(customer.id);
    expect(getSession(queryClient).user).toEqual(customer);
    expect(screen.getByRole('button', { name: /casey customer/i })).toBeTruthy();
  });

  it('signs in and opens the Dashboard', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_URL}/user/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { router } = await openAuth();
    toggleTo('Sign In');
    submitWith(signInFields(), { email: 'casey@example.com', password: 'Str0ng!pass' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(body).toEqual({ email: 'casey@example.com', password: 'Str0ng!pass' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  describe('an account that needs the mailed sign-in code (issue 25 §3)', () => {
    const CODE = '123456';
    /** Answers as the API does: the code asked for until the mailed one comes with the password. */
    function codeAskingApi() {
      const bodies: unknown[] = [];
      server.use(
        http.post(`${API_URL}/user/login`, async ({ request }) => {
          const body = await request.json();
          bodies.push(body);
          const withCode = typeof body === 'object' && body !== null && 'signInCode' in body ? body.signInCode : null;
          if (withCode === CODE) return HttpResponse.json(session);
          const error = withCode === null ? SIGN_IN_CODE_MESSAGES.required : SIGN_IN_CODE_MESSAGES.wrong;
          return HttpResponse.json({ error, code: SIGN_IN_CODE_REQUIRED }, { status: 401 });
        }),
      );
      return bodies;
    }
    const codeField = () => within(form('Sign In')).getByLabelText(SIGN_IN_CODE_MESSAGES.label);

    it('shows the code field when the API asks for it, then signs in with password and code', async () => {
      const bodies = codeAskingApi();
      await openAuth();
      toggleTo('Sign In');
      expect(within(form('Sign In')).queryByLabelText(SIGN_IN_CODE_MESSAGES.label)).toBeNull();
      submitWith(signInFields(), { email: 'casey@example.com', password: 'Str0ng!pass' });

      expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_CODE_MESSAGES.required);
      expect(within(form('Sign In')).getByText(SIGN_IN_CODE_MESSAGES.sent)).toBeTruthy();
      expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
      // Sign In waits for the code.
      expect(isDisabled(signInFields().submit)).toBe(true);
      submitWith({ signInCode: codeField(), submit: signInFields().submit }, { signInCode: ` ${CODE} ` });

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
      expect(bodies).toEqual([
        { email: 'casey@example.com', password: 'Str0ng!pass' },
        { email: 'casey@example.com', password: 'Str0ng!pass', signInCode: CODE },
      ]);
    });

    it('shows a wrong code, checks the format first, and asks for a new code without one', async () => {
      const bodies = codeAskingApi();
      await openAuth();
      toggleTo('Sign In');
      submitWith(signInFields(), { email: 'casey@example.com', password: 'Str0ng!pass' });
      await screen.findByRole('alert');

      submitWith({ signInCode: codeField(), submit: signInFields().submit }, { signInCode: '12ab' });
      expect(errorUnder(codeField())).toBe(SIGN_IN_CODE_MESSAGES.format);
      expect(bodies).toHaveLength(1);

      submitWith({ signInCode: codeField(), submit: signInFields().submit }, { signInCode: '654321' });
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_CODE_MESSAGES.wrong));

      fireEvent.click(within(form('Sign In')).getByRole('button', { name: SIGN_IN_CODE_MESSAGES.resend }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_CODE_MESSAGES.required));
      expect(bodies.at(-1)).toEqual({ email: 'casey@example.com', password: 'Str0ng!pass' });
      expect(codeField()).toHaveProperty('value', '');
    });

    it('drops the code field when the email changes', async () => {
      codeAskingApi();
      await openAuth();
      toggleTo('Sign In');
      submitWith(signInFields(), { email: 'casey@example.com', password: 'Str0ng!pass' });
      await screen.findByRole('alert');
      type(signInFields().email, 'other@example.com');
      expect(within(form('Sign In')).queryByLabelText(SIGN_IN_CODE_MESSAGES.label)).toBeNull();
      expect(isDisabled(signInFields().submit)).toBe(false);
    });
  });

  it('shows wrong credentials in the error area and clears it on toggle', async () => {
    server.use(
      http.post(`${API_URL}/user/login`, () =>
        HttpResponse.json({ error: API_MESSAGES.invalidCredentials }, { status: 401 }),
      ),
    );
    const { queryClient } = await openAuth();
    toggleTo('Sign In');
    submitWith(signInFields(), { email: 'casey@example.com', password: 'wrong' });
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.invalidCredentials);
    expect(getSession(queryClient).status).toBe('ready');

    toggleTo('Create Account');
    toggleTo('Sign In');
    expect(screen.queryByRole('alert')).toBeNull();
    // The typed values stay; only the error goes.
    expect(signInFields().email).toHaveProperty('value', 'casey@example.com');
  });

  it('clears field errors of Create Account on toggle', async () => {
    await openAuth();
    const fields = submitWith(signUpFields(), { name: 'Sam', email: 'not-an-email', password: 'short' });
    expect(errorUnder(fields.email)).toBe('Please enter a valid email address.');
    expect(errorUnder(fields.password)).toBe(PASSWORD_MESSAGES.tooShort);

    toggleTo('Sign In');
    toggleTo('Create Account');
    expect(errorUnder(signUpFields().email)).toBeNull();
    expect(errorUnder(signUpFields().password)).toBeNull();
  });

  it('sends a forgot-password mail from its popup', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_URL}/user/resetPassword`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    await openAuth();
    toggleTo('Sign In');
    type(signInFields().email, 'casey@example.com');
    fireEvent.click(within(form('Sign In')).getByRole('button', { name: 'Forgot Password?' }));

    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    expect(screen.getByTestId('page-overlay')).toBeTruthy();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveProperty('value', 'casey@example.com');
    type(email, '');
    const send = within(dialog).getByRole('button', { name: 'Send reset link' });
    expect(isDisabled(send)).toBe(true);
    type(email, 'other@example.com');
    fireEvent.click(send);

    expect((await within(dialog).findByRole('status')).textContent).toBe('Email sent successfully!');
    expect(body).toEqual({ email: 'other@example.com' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('page-overlay')).toBeNull();
  });

  it('shows no account-deleted line on a plain visit', async () => {
    await openAuth('/');
    expect(within(form('Create Account')).queryByRole('status')).toBeNull();
  });

  it('lands on Sign In with a success line after a password reset', async () => {
    await openAuth('/?mode=signin&reset=done');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Widgetry');
    expect(within(form('Sign In')).getByRole('status').textContent).toMatch(/password has been reset/i);
  });
});

describe('human check', () => {
  it('sends a reCAPTCHA token with the submit action when a site key is configured', async () => {
    const execute = vi.fn(() => Promise.resolve('human-token'));
    window.grecaptcha = { ready: (callback) => callback(), execute };
    let body: unknown;
    server.use(
      http.post(`${API_URL}/user/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    await openAuth('/', { config: { recaptchaSiteKey: 'site-key' } });
    expect(document.querySelector('script[data-widgetry-recaptcha]')?.getAttribute('src')).toBe(
      'https://www.google.com/recaptcha/api.js?render=site-key',
    );
    toggleTo('Sign In');
    submitWith(signInFields(), { email: 'casey@example.com', password: 'Str0ng!pass' });

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'submit' });
    expect(body).toEqual({ email: 'casey@example.com', password: 'Str0ng!pass', recaptcha: 'human-token' });
  });

  it('does not submit, logs, and says so when the reCAPTCHA script did not load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = vi.fn();
    server.use(http.post(`${API_URL}/user`, sent));
    await openAuth('/', { config: { recaptchaSiteKey: 'site-key' } });
    submitWith(signUpFields(), { name: 'Sam', email: 'sam@example.com', password: 'Str0ng!pass' });
    act(() => {
      document.querySelector('script[data-widgetry-recaptcha]')?.dispatchEvent(new Event('error'));
    });

    expect((await screen.findByRole('alert')).textContent).toMatch(/human check could not be loaded/i);
    expect(sent).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });
});
