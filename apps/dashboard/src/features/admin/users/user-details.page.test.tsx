import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_URL, customer } from '../../../../test/fixtures';
import { useMockApi } from '../../../../test/msw';
import { detailsHandler, openConsole, unverified, usersHandler } from '../admin.test-helpers';

const server = useMockApi();

function verificationHandler(emails: unknown[]) {
  return http.post(`${API_URL}/user/verifyEmailRequest`, async ({ request }) => {
    emails.push(await request.json());
    return HttpResponse.json({ success: true });
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('admin console: user details', () => {
  it('shows info, payment methods, subscriptions and payment history, newest payment first', async () => {
    server.use(detailsHandler());
    openConsole(server, `/devadmin/users/${customer.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Casey Customer' })).toBeTruthy();

    const info = within(screen.getByRole('region', { name: 'Info' }));
    expect(info.getByText('casey@example.com')).toBeTruthy();
    expect(info.getByText('cus_123')).toBeTruthy();
    expect(info.getByText('5 January 2026')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payment Methods' })).getByText(/visa •••• 4242/)).toBeTruthy();
    const subscriptions = within(screen.getByRole('region', { name: 'Subscriptions' }));
    expect(subscriptions.getByText('Office Reviews')).toBeTruthy();
    expect(subscriptions.getByText('$5.00/month')).toBeTruthy();

    const history = within(screen.getByRole('region', { name: 'Payment History' }));
    const amounts = history
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(amounts).toEqual(['$7.50', '$5.00']);
    const dates = history
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
    expect(dates).toEqual(['6 December 2025', '5 November 2025']);
    expect(subscriptions.getByText('5 December 2026')).toBeTruthy();
    expect(history.getByText('Failed')).toBeTruthy();
    expect(history.getByText('Paid')).toBeTruthy();
  });

  it('goes back to the list with the back link', async () => {
    const { handler } = usersHandler();
    server.use(detailsHandler(), handler);
    const { router } = openConsole(server, `/devadmin/users/${customer.id}`);
    fireEvent.click(await screen.findByRole('link', { name: '← Back to Users' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/devadmin/users');
  });

  it("sends the verification mail and shows 'Email sent successfully!' for 5 seconds", async () => {
    const emails: unknown[] = [];
    server.use(detailsHandler(), verificationHandler(emails));
    // Fake timers only for the notice's lifetime; they follow real time so the calls still answer.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openConsole(server, `/devadmin/users/${customer.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Verification Mail' }));

    expect(await screen.findByText('Email sent successfully!')).toBeTruthy();
    expect(emails).toEqual([{ email: customer.email }]);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Email sent successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Email sent successfully!')).toBeNull();
  });

  it('deletes the user from the details and returns to the list', async () => {
    const { handler } = usersHandler();
    server.use(
      detailsHandler(),
      handler,
      http.delete(`${API_URL}/devadmin/user/:id`, () => HttpResponse.json({ success: true })),
    );
    const { router } = openConsole(server, `/devadmin/users/${customer.id}`);
    await screen.findByRole('heading', { level: 2, name: 'Casey Customer' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/devadmin/users'));
  });
});

describe('admin console: verification mail from the list', () => {
  it("shows 'Email sent successfully!' for 2 seconds", async () => {
    const emails: unknown[] = [];
    const { handler } = usersHandler();
    server.use(handler, verificationHandler(emails));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openConsole(server, '/devadmin/users');
    fireEvent.click(await screen.findByRole('button', { name: `Send verification mail to ${unverified.email}` }));

    expect(await screen.findByText('Email sent successfully!')).toBeTruthy();
    expect(emails).toEqual([{ email: unverified.email }]);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Email sent successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Email sent successfully!')).toBeNull();
  });
});
