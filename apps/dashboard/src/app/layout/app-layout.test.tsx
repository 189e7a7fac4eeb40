import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, loginCheckHandler, noOutboxHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { useOverlayStore } from '../../ui/overlay/overlay.store';

const server = useMockApi();

describe('app layout', () => {
  it.each([
    { path: '/home', header: true, footer: true },
    { path: '/devadmin', header: true, footer: false },
    { path: '/preview', header: false, footer: false },
  ])('on $path: header $header, footer $footer', async ({ path, header, footer }) => {
    server.use(
      loginCheckHandler('admin'),
      noOutboxHandler(),
      // The console's Dashboard asks for its figures.
      http.get(`${API_URL}/devadmin/stats`, () =>
        HttpResponse.json({ customers: 0, activeSubscriptions: 0, monthlyRecurringRevenue: 0, failedPayments30d: 0 }),
      ),
    );
    storeTokenFor('admin');
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner') !== null).toBe(header);
    expect(screen.queryByRole('contentinfo') !== null).toBe(footer);
  });

  it('has footer links to the provider and to the Terms and Privacy Policy page', async () => {
    server.use(loginCheckHandler('visitor'));
    renderApp('/catalog');
    // The footer comes once the login check has answered (see the next test).
    await screen.findByRole('contentinfo');
    expect(screen.getByRole('link', { name: 'Widgetry' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('link', { name: 'Terms and Privacy Policy' }).getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('holds the footer back while the login check is out, so the page arriving does not push it down', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${API_URL}/`, async () => {
        await answered;
        return HttpResponse.json({ user: null, widgetTypes: [], isUserLoggedIn: false });
      }),
    );
    renderApp('/catalog');
    // The catalogue's heading shows while the check is out; the footer does not.
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    answer();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows the page overlay while a popup holds it open', async () => {
    server.use(loginCheckHandler('visitor'));
    renderApp('/catalog');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('page-overlay')).toBeNull();
    act(() => useOverlayStore.getState().openOverlay());
    expect(screen.getByTestId('page-overlay')).toBeTruthy();
    act(() => useOverlayStore.getState().closeOverlay());
    expect(screen.queryByTestId('page-overlay')).toBeNull();
  });
});
