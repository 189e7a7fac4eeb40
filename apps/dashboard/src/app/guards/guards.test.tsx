import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  API_URL,
  loginCheckHandler,
  noOutboxHandler,
  noSubscriptionsHandler,
  paymentMethodsHandler,
  profileHandler,
  storeTokenFor,
  type Viewer,
} from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = useMockApi();

/** Spec 000 §2 / 003 §2: where each viewer ends up when opening each route, and the page heading shown there. */
const routeTable: Array<{ path: string; visitor: string; customer: string; admin: string }> = [
  { path: '/', visitor: '/', customer: '/home', admin: '/home' },
  { path: '/register', visitor: '/register', customer: '/home', admin: '/home' },
  { path: '/resetPassword', visitor: '/resetPassword', customer: '/home', admin: '/home' },
  { path: '/home', visitor: '/', customer: '/home', admin: '/home' },
  { path: '/catalog', visitor: '/catalog', customer: '/catalog', admin: '/catalog' },
  { path: '/editor', visitor: '/editor', customer: '/editor', admin: '/editor' },
  { path: '/preview', visitor: '/', customer: '/preview', admin: '/preview' },
  { path: '/account', visitor: '/register', customer: '/account', admin: '/account' },
  { path: '/subscription', visitor: '/', customer: '/subscription', admin: '/subscription' },
  { path: '/verify-email', visitor: '/verify-email', customer: '/verify-email', admin: '/verify-email' },
  { path: '/devadmin', visitor: '/', customer: '/home', admin: '/devadmin' },
  { path: '/abc', visitor: '/register', customer: '/abc', admin: '/abc' },
];

const headingAt: Record<string, RegExp> = {
  '/': /create your widgetry account/i,
  '/register': /create your widgetry account/i,
  '/resetPassword': /reset password/i,
  '/home': /^dashboard$/i,
  '/catalog': /widget library/i,
  '/editor': /widget editor/i,
  '/preview': /^preview$/i,
  '/account': /^profile$/i,
  '/subscription': /subscriptions/i,
  '/verify-email': /verify your email/i,
  '/devadmin': /backend admin/i,
  '/abc': /^abc$/i,
};

/**
 * The heading once the page has settled. A signed-in, verified account opening /verify-email
 * without a link is thanked; "Verify your email" shows only while its login check is pending, so
 * expecting it raced the lazily loaded page against that check.
 */
function settledHeading(expected: string, viewer: Viewer): RegExp | undefined {
  if (expected === '/verify-email' && viewer !== 'visitor') return new RegExp(`^${ACCOUNT_MESSAGES.emailVerified}$`);
  return headingAt[expected];
}

const cases = routeTable.flatMap((row) =>
  (['visitor', 'customer', 'admin'] as const).map((viewer: Viewer) => ({
    viewer,
    path: row.path,
    expected: row[viewer],
  })),
);

describe('route guards', () => {
  it.each(cases)('$viewer opening $path ends on $expected', async ({ viewer, path, expected }) => {
    server.use(
      loginCheckHandler(viewer),
      profileHandler(viewer),
      noOutboxHandler(),
      paymentMethodsHandler(),
      noSubscriptionsHandler(),
    );
    storeTokenFor(viewer);
    const { router } = renderApp(path);

    const heading = settledHeading(expected, viewer);
    if (!heading) throw new Error(`no heading listed for ${expected}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(expected);
  });

  it('keeps the query string of a public route', async () => {
    server.use(loginCheckHandler('visitor'));
    const { router } = renderApp('/editor?widgetType=wt-yelp');
    expect(await screen.findByRole('textbox', { name: 'Widget Name' })).toBeTruthy();
    expect(router.state.location.search).toBe('?widgetType=wt-yelp');
  });

  it('shows an unknown path as not found', async () => {
    server.use(loginCheckHandler('visitor'));
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: /page not found/i })).toBeTruthy();
  });

  it('shows a loading state, not a redirect, while the login check is pending', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let requested = false;
    server.use(
      http.get(`${API_URL}/`, async () => {
        requested = true;
        await answered;
        return HttpResponse.json({ user: null, widgetTypes: [], isUserLoggedIn: false });
      }),
    );
    const { router } = renderApp('/home');

    await waitFor(() => expect(requested).toBe(true));
    expect(screen.getByRole('status').textContent).toMatch(/loading/i);
    expect(router.state.location.pathname).toBe('/home');

    answer?.();
    expect(await screen.findByRole('heading', { name: /create your widgetry account/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('treats a login check the API refuses as logged out', async () => {
    localStorage.setItem('token', 'some-token');
    server.use(http.get(`${API_URL}/`, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })));
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { name: /create your widgetry account/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('drops a stale token on a 401, asks again as a visitor and says the session ended (issue 29 #25)', async () => {
    localStorage.setItem('token', 'stale-token');
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${API_URL}/`, ({ request }) => {
        const authorization = request.headers.get('Authorization');
        seen.push(authorization);
        if (authorization) return HttpResponse.json({ error: 'Token expired' }, { status: 401 });
        return HttpResponse.json({ user: null, widgetTypes: [], isUserLoggedIn: false });
      }),
    );
    const { router } = renderApp('/home');
    // The server ended the session: Sign In says so, rather than offering a new account.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Widgetry' })).toBeTruthy();
    expect(await screen.findByText(/^You were signed out/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(seen).toEqual(['Bearer stale-token', null]);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
