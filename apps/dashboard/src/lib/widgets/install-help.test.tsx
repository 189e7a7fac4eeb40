import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { createApiClient } from '../api-client';
import { ApiClientProvider } from '../api-context';
import { INSTALL_GUIDES } from './install-guides';
import { CheckInstallation, InstallGuides } from './install-help';

const server = useMockApi();

function renderWithApi(ui: ReactNode) {
  const api = createApiClient({ baseUrl: API_URL, getToken: () => 'token', onUnauthorized: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{ui}</ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('install guides', () => {
  it('has a guide with steps for plain HTML, WordPress, Wix, Squarespace, Shopify and Google Tag Manager', () => {
    render(<InstallGuides />);
    for (const platform of ['Plain HTML', 'WordPress', 'Wix', 'Squarespace', 'Shopify', 'Google Tag Manager']) {
      const summary = screen.getByText(platform, { selector: 'summary' });
      const steps = within(summary.closest('details') ?? document.body).getAllByRole('listitem');
      expect(steps.length).toBeGreaterThan(1);
    }
    expect(INSTALL_GUIDES).toHaveLength(6);
  });
});

describe('check installation', () => {
  it('asks the API about the typed site and says when the widget was last seen there', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API_URL}/widget/w-1/installation`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('site') ?? '');
        return HttpResponse.json({
          site: 'example.com',
          seen: true,
          lastSeen: '2026-11-20T10:00:00.000Z',
          domain: 'www.example.com',
        });
      }),
    );
    renderWithApi(<CheckInstallation widgetId="w-1" />);
    const form = within(screen.getByRole('form', { name: 'Check installation' }));
    expect(form.getByRole('button', { name: 'Check installation' })).toHaveProperty('disabled', true);
    type(form.getByRole('textbox'), 'https://example.com/');
    fireEvent.click(form.getByRole('button', { name: 'Check installation' }));
    const status = await form.findByRole('status');
    expect(status.textContent).toMatch(/^Installed: the widget was last seen on www\.example\.com on /);
    expect(asked).toEqual(['https://example.com/']);
  });

  it('says a site has not shown the widget yet and what to do', async () => {
    server.use(
      http.get(`${API_URL}/widget/w-1/installation`, () =>
        HttpResponse.json({ site: 'example.org', seen: false, lastSeen: null, domain: null }),
      ),
    );
    renderWithApi(<CheckInstallation widgetId="w-1" />);
    const form = within(screen.getByRole('form', { name: 'Check installation' }));
    type(form.getByRole('textbox'), 'example.org');
    fireEvent.click(form.getByRole('button', { name: 'Check installation' }));
    expect((await form.findByRole('status')).textContent).toBe(
      'Not seen on example.org yet. Open a page of the site that has the code, then check again.',
    );
  });

  it('shows the API’s message for an address that names no site', async () => {
    server.use(
      http.get(`${API_URL}/widget/w-1/installation`, () =>
        HttpResponse.json({ error: 'Enter a site address such as www.example.com.' }, { status: 400 }),
      ),
    );
    renderWithApi(<CheckInstallation widgetId="w-1" />);
    const form = within(screen.getByRole('form', { name: 'Check installation' }));
    type(form.getByRole('textbox'), 'localhost');
    fireEvent.click(form.getByRole('button', { name: 'Check installation' }));
    expect((await form.findByRole('alert')).textContent).toBe('Enter a site address such as www.example.com.');
  });
});
