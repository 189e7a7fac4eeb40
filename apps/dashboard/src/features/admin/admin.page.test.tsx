import { screen, within } from '@testing-library/react';
import type { DevOutboxMail } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, admin, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { NO_OUTBOX_NOTE } from './outbox.section';

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

function openConsole() {
  server.use(loginCheckHandler('admin'));
  storeTokenFor('admin');
  renderApp('/devadmin');
}

describe('admin console: outbox', () => {
  it("lists the captured mails with clickable links, read with the admin's token", async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(`${API_URL}/dev/outbox`, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ mails });
      }),
    );
    openConsole();
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

  it('shows no Outbox section when the API has none (an SMTP server is configured)', async () => {
    let asked = false;
    server.use(
      http.get(`${API_URL}/dev/outbox`, () => {
        asked = true;
        return HttpResponse.json({ error: 'Not found.' }, { status: 404 });
      }),
    );
    openConsole();
    expect(await screen.findByText(NO_OUTBOX_NOTE)).toBeTruthy();
    expect(asked).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Backend Admin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Outbox' })).toBeNull();
  });
});
