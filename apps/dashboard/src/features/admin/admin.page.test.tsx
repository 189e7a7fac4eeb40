import { fireEvent, screen, within } from '@testing-library/react';
import type { DevOutboxMail } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  API_URL,
  admin,
  collectionsHandler,
  loginCheckHandler,
  noOutboxHandler,
  storeTokenFor,
} from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { openConsole, statsHandler, usersHandler } from './admin.test-helpers';
import { NO_OUTBOX_NOTE } from './outbox/outbox.section';

const server = useMockApi();

const RESET_LINK = 'http://localhost:3000/resetPassword?userId=u1&token=abc';
const mails: DevOutboxMail[] = [
  {
    id: 'm2',
    to: 'casey@example.com',
    subject: 'Reset your Widgetry password',
    text: `Reset: ${RESET_LINK}`,
    html: '<html></html>',
    links: [RESET_LINK, 'javascript:alert(1)'],
    createdAt: '2026-11-23T10:00:00.000Z',
  },
  {
    id: 'm1',
    to: 'casey@example.com',
    subject: 'Verify your email address',
    text: 'Verify',
    html: '<html></html>',
    links: ['http://localhost:3000/verify-email?uid=xyz'],
    createdAt: '2026-11-23T09:00:00.000Z',
  },
];

function adminMenu() {
  return within(screen.getByRole('navigation', { name: 'Admin' }));
}

describe('admin console: menu and dashboard', () => {
  it('shows the left menu and the four figures of GET /devadmin/stats', async () => {
    openConsole(server, '/devadmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Admin' })).toBeTruthy();
    expect(
      adminMenu()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Products', 'Users', 'Subscriptions', 'Payments', 'Sources', 'Tools']);
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(screen.getByTestId('figure-customers').textContent).toBe('42');
    expect(screen.getByTestId('figure-activeSubscriptions').textContent).toBe('17');
    expect(screen.getByTestId('figure-failedPayments30d').textContent).toBe('3');
    expect(screen.getByText(/Welcome, Ada Admin!/)).toBeTruthy();
  });

  it('shows skeletons while the figures load', async () => {
    server.use(
      loginCheckHandler('admin'),
      noOutboxHandler(),
      http.get(`${API_URL}/devadmin/stats`, () => new Promise<never>(() => {})),
    );
    storeTokenFor('admin');
    renderApp('/devadmin');
    const figure = await screen.findByTestId('figure-customers');
    expect(figure.querySelector('.skeleton')).toBeTruthy();
  });

  it('gives every section its own URL: the menu navigates and back returns', async () => {
    const { handler } = usersHandler();
    server.use(handler);
    const { router } = openConsole(server, '/devadmin');
    await screen.findByText('$1,234.50');

    fireEvent.click(adminMenu().getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/devadmin/users');
    expect(adminMenu().getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(adminMenu().getByRole('link', { name: 'Tools' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tools' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/devadmin/tools');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeTruthy();
  });

  it('opens a section straight from its URL, as on a reload', async () => {
    openConsole(server, '/devadmin/tools');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tools' })).toBeTruthy();
    expect(adminMenu().getByRole('link', { name: 'Tools' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends a customer who opens a section URL to /home', async () => {
    server.use(
      loginCheckHandler('customer'),
      http.get(`${API_URL}/widget/`, () => HttpResponse.json([])),
    );
    storeTokenFor('customer');
    const { router } = renderApp('/devadmin/users');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('admin console: outbox', () => {
  it("lists the captured mails with clickable links, read with the admin's token", async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      loginCheckHandler('admin'),
      statsHandler(),
      collectionsHandler({ outbox: true }),
      http.get(`${API_URL}/dev/outbox`, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ mails });
      }),
    );
    storeTokenFor('admin');
    renderApp('/devadmin');
    const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
    fireEvent.click(await menu.findByRole('link', { name: 'Outbox' }));
    const outbox = within(await screen.findByRole('region', { name: 'Outbox' }));
    expect(await outbox.findByText('Reset your Widgetry password')).toBeTruthy();
    expect(outbox.getByText('Verify your email address')).toBeTruthy();
    expect(outbox.getByRole('link', { name: RESET_LINK }).getAttribute('href')).toBe(RESET_LINK);
    // Only web links become links.
    expect(outbox.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      RESET_LINK,
      'http://localhost:3000/verify-email?uid=xyz',
    ]);
    expect(authorizations[0]).toBe(`Bearer token-${admin.id}`);
  });

  it('does not ask GET /dev/outbox, nor offer it, when GET /devadmin lists no outbox', async () => {
    let asked = false;
    server.use(
      loginCheckHandler('admin'),
      statsHandler(),
      noOutboxHandler(),
      http.get(`${API_URL}/dev/outbox`, () => {
        asked = true;
        return HttpResponse.json({ error: 'Not found.' }, { status: 404 });
      }),
    );
    storeTokenFor('admin');
    renderApp('/devadmin');
    await screen.findByText('$1,234.50');
    // The seven sections and no Outbox.
    expect(adminMenu().getAllByRole('link')).toHaveLength(7);
    expect(adminMenu().queryByRole('link', { name: 'Outbox' })).toBeNull();
    // A 404 would be an error in the admin's browser console on every visit.
    expect(asked).toBe(false);
  });

  it('says there is no outbox when its URL is opened on an API without one (an SMTP server is configured)', async () => {
    let asked = false;
    server.use(
      loginCheckHandler('admin'),
      statsHandler(),
      noOutboxHandler(),
      http.get(`${API_URL}/dev/outbox`, () => {
        asked = true;
        return HttpResponse.json({ error: 'Not found.' }, { status: 404 });
      }),
    );
    storeTokenFor('admin');
    renderApp('/devadmin/outbox');
    expect(await screen.findByText(NO_OUTBOX_NOTE)).toBeTruthy();
    expect(asked).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Backend Admin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Outbox' })).toBeNull();
    expect(adminMenu().queryByRole('link', { name: 'Outbox' })).toBeNull();
  });
});
