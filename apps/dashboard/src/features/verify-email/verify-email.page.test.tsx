import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, customer, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { keepEditorDraft } from '../../lib/editor-draft/editor-draft';
import { getSession } from '../../lib/session/session.query';

const server = useMockApi();

/** Answers the verification for uid 'good-uid' and counts the calls; any other uid is invalid. */
function verifyHandler() {
  const calls: string[] = [];
  const handler = http.get(`${API_URL}/user/verifyEmail/:uid`, ({ params }) => {
    calls.push(String(params.uid));
    if (params.uid !== 'good-uid') {
      return HttpResponse.json({ error: ACCOUNT_MESSAGES.verifyLinkInvalid }, { status: 400 });
    }
    return HttpResponse.json({ success: true, user: { ...customer, emailVerified: true } });
  });
  return { handler, calls };
}

describe('verify-email landing', () => {
  it('verifies once, even under StrictMode, thanks the user and offers Get Started', async () => {
    const { handler, calls } = verifyHandler();
    server.use(loginCheckHandler('visitor'), handler);
    renderApp('/verify-email?uid=good-uid', { strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.emailVerified })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/home');
    expect(calls).toEqual(['good-uid']);
  });

  it('shows the message of a refused link', async () => {
    const { handler } = verifyHandler();
    server.use(loginCheckHandler('visitor'), handler);
    renderApp('/verify-email?uid=used-uid');
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);
    expect(screen.queryByText(ACCOUNT_MESSAGES.emailVerified)).toBeNull();
  });

  it('leads back to the widget whose save stopped at verification, with its draft kept', async () => {
    const { handler } = verifyHandler();
    server.use(loginCheckHandler('visitor'), handler);
    keepEditorDraft(
      {
        title: 'My rent calculator',
        widgetType: { id: 'wt-prorated', name: 'prorated', displayName: 'Prorated Rent', price: 0, stripePriceId: '' },
        htmlData: {},
      },
      'verifyEmail',
    );
    renderApp('/verify-email?uid=good-uid');
    const back = await screen.findByRole('link', { name: 'Back to your widget' });
    expect(back.getAttribute('href')).toBe('/editor?widgetType=wt-prorated');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/home');
  });

  it('offers a signed-in customer a new link on a used or expired link\u2019s page', async () => {
    const { handler } = verifyHandler();
    const sent: string[] = [];
    server.use(
      handler,
      http.get(`${API_URL}/`, () =>
        HttpResponse.json({ user: { ...customer, emailVerified: false }, widgetTypes: [], isUserLoggedIn: true }),
      ),
      http.post(`${API_URL}/user/verifyEmailRequest`, () => {
        sent.push(customer.email);
        return HttpResponse.json({ success: true });
      }),
    );
    storeTokenFor('customer');
    renderApp('/verify-email?uid=expired-uid');
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('status')).textContent).toContain(ACCOUNT_MESSAGES.emailSent);
    expect(sent).toEqual([customer.email]);
  });

  it('sends a signed-out visitor with a refused link to sign in for a new one', async () => {
    const { handler } = verifyHandler();
    server.use(loginCheckHandler('visitor'), handler);
    renderApp('/verify-email?uid=expired-uid');
    const signIn = await screen.findByRole('link', { name: 'Sign in to get a new link' });
    expect(signIn.getAttribute('href')).toBe('/');
  });

  it('says the link is invalid when it has no uid, without calling the API', async () => {
    const { handler, calls } = verifyHandler();
    server.use(loginCheckHandler('visitor'), handler);
    renderApp('/verify-email');
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);
    expect(calls).toEqual([]);
  });

  it('refreshes a signed-in user so the verified indicator updates, then Get Started opens the Dashboard', async () => {
    const { handler } = verifyHandler();
    let verified = false;
    server.use(
      handler,
      http.get(`${API_URL}/`, () => {
        const answer = { user: { ...customer, emailVerified: verified }, widgetTypes: [], isUserLoggedIn: true };
        // The API's own answer flips once the link was used; the first check still says unverified.
        verified = true;
        return HttpResponse.json(answer);
      }),
    );
    storeTokenFor('customer');
    const { router, queryClient } = renderApp('/verify-email?uid=good-uid');

    await screen.findByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.emailVerified });
    await waitFor(() => expect(getSession(queryClient).user?.emailVerified).toBe(true));

    fireEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('thanks a signed-in, already verified user who opens a used link instead of showing the error', async () => {
    const { handler } = verifyHandler();
    server.use(
      handler,
      http.get(`${API_URL}/`, () =>
        HttpResponse.json({ user: { ...customer, emailVerified: true }, widgetTypes: [], isUserLoggedIn: true }),
      ),
    );
    storeTokenFor('customer');
    renderApp('/verify-email?uid=used-uid');

    expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.emailVerified })).toBeTruthy();
    expect(screen.getByText('Your email address is already verified.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the error for a signed-in user who is not verified yet', async () => {
    const { handler } = verifyHandler();
    server.use(
      handler,
      http.get(`${API_URL}/`, () =>
        HttpResponse.json({ user: { ...customer, emailVerified: false }, widgetTypes: [], isUserLoggedIn: true }),
      ),
    );
    storeTokenFor('customer');
    renderApp('/verify-email?uid=used-uid');

    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.verifyLinkInvalid);
    expect(screen.queryByText('Your email address is already verified.')).toBeNull();
  });
});
