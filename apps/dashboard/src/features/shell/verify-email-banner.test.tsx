import { fireEvent, screen, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, customer, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = useMockApi();

/** The login check answering the customer with the given verified flag. */
function signedInAs(emailVerified: boolean) {
  return http.get(`${API_URL}/`, () =>
    HttpResponse.json({ user: { ...customer, emailVerified }, widgetTypes: [], isUserLoggedIn: true }),
  );
}

/** POST /user/verifyEmailRequest, recording each address asked for. */
function mailRequests() {
  const sent: string[] = [];
  const handler = http.post(`${API_URL}/user/verifyEmailRequest`, async ({ request }) => {
    const body = await request.json();
    sent.push(typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : '');
    return HttpResponse.json({ success: true });
  });
  return { handler, sent };
}

describe('verify-email banner', () => {
  it('tells a new, unverified customer to verify on the Dashboard, before any save', async () => {
    server.use(signedInAs(false), mailRequests().handler);
    storeTokenFor('customer');
    renderApp('/home');
    const banner = await screen.findByRole('region', { name: 'Verify your email' });
    expect(banner.textContent).toContain(customer.email);
  });

  it('sends a new link to the own address, says so, and cools the button down', async () => {
    const { handler, sent } = mailRequests();
    server.use(signedInAs(false), handler);
    storeTokenFor('customer');
    renderApp('/home');
    const banner = await screen.findByRole('region', { name: 'Verify your email' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Send a new link' }));

    expect((await within(banner).findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.emailSent);
    expect(sent).toEqual([customer.email]);
    const cooled = within(banner).getByRole('button', { name: /^Send again in \d+ s$/ });
    expect(cooled).toHaveProperty('disabled', true);
    fireEvent.click(cooled);
    expect(sent).toHaveLength(1);
  });

  it('is not shown to a verified customer, nor on the verification page itself', async () => {
    server.use(signedInAs(true));
    storeTokenFor('customer');
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('region', { name: 'Verify your email' })).toBeNull();
  });
});
