import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../../test/fixtures';
import { useMockApi } from '../../../../test/msw';
import { openConsole } from '../admin.test-helpers';

const server = useMockApi();

function toolHandlers() {
  const calls: string[] = [];
  server.use(
    http.put(`${API_URL}/devadmin/tool/update-user`, () => {
      calls.push('update-user');
      return HttpResponse.json({ count: 3 });
    }),
    http.put(`${API_URL}/devadmin/tool/update-payment`, () => {
      calls.push('update-payment');
      return HttpResponse.json({ paymentMethodCount: 1, userIDCount: 2, userNameCount: 3, widgetNameCount: 4 });
    }),
    http.put(`${API_URL}/devadmin/tool/update-widget`, () => {
      calls.push('update-widget');
      return HttpResponse.json({ statusUpdatedCount: 5, dateUpdatedCount: 6, defaultMethodCount: 7 });
    }),
    http.put(`${API_URL}/devadmin/tool/add-renewal-payments`, () => {
      calls.push('add-renewal-payments');
      return HttpResponse.json({ error: 'The payment provider could not be reached.' }, { status: 502 });
    }),
  );
  return calls;
}

async function openTools() {
  openConsole(server, '/devadmin/tools');
  await screen.findByRole('heading', { level: 2, name: 'Tools' });
}

function logLines() {
  return within(screen.getByRole('list', { name: 'Tools log' })).getAllByRole('listitem');
}

describe('admin console: tools', () => {
  it('runs each tool with PUT and logs its counts; a failure adds the server error as a red line', async () => {
    const calls = toolHandlers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openTools();

    fireEvent.click(screen.getByRole('button', { name: 'Update Users' }));
    expect(await screen.findByText('Update Users: 3 users updated')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Payments' }));
    expect(
      await screen.findByText('Update Payments: payment methods: 1, user ids: 2, user names: 3, widget names: 4'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Widgets' }));
    expect(await screen.findByText('Update Widgets: statuses: 5, dates: 6, default methods: 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import Payments' }));
    const failed = await screen.findByText('Import Payments: The payment provider could not be reached.');

    expect(calls).toEqual(['update-user', 'update-payment', 'update-widget', 'add-renewal-payments']);
    expect(failed.className).toContain('admin-log__line--error');
    expect(logLines().filter((line) => line.className.includes('--error'))).toHaveLength(1);
    expect(logLines()).toHaveLength(4);
    error.mockRestore();
  });

  it('logs a run that answers after the section was left and opened again', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let requested = false;
    server.use(
      http.put(`${API_URL}/devadmin/tool/update-user`, async () => {
        requested = true;
        await answered;
        return HttpResponse.json({ count: 3 });
      }),
    );
    await openTools();

    try {
      fireEvent.click(screen.getByRole('button', { name: 'Update Users' }));
      await waitFor(() => expect(requested).toBe(true));
      // The section that started the run is unmounted, another one is mounted: neither its state
      // nor its mutation observer is the one the run began with.
      const menu = screen.getByRole('navigation', { name: 'Admin' });
      fireEvent.click(within(menu).getByRole('link', { name: 'Dashboard' }));
      await screen.findByRole('heading', { level: 2, name: 'Dashboard' });
      expect(screen.queryByRole('heading', { level: 2, name: 'Tools' })).toBeNull();
      fireEvent.click(within(menu).getByRole('link', { name: 'Tools' }));
      await screen.findByRole('heading', { level: 2, name: 'Tools' });
      expect(screen.getByRole('button', { name: 'Running…' }).hasAttribute('disabled')).toBe(true);
    } finally {
      answer?.();
    }

    expect(await screen.findByText('Update Users: 3 users updated')).toBeTruthy();
    expect(logLines()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Update Users' }).hasAttribute('disabled')).toBe(false);
  });

  it('collapses and clears the log', async () => {
    toolHandlers();
    await openTools();
    fireEvent.click(screen.getByRole('button', { name: 'Update Users' }));
    await screen.findByText('Update Users: 3 users updated');

    const toggle = screen.getByRole('button', { name: 'Hide log' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('list', { name: 'Tools log' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show log' }));
    expect(logLines()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(await screen.findByText('Nothing run yet.')).toBeTruthy();
    expect(screen.queryByText('Update Users: 3 users updated')).toBeNull();
  });
});
