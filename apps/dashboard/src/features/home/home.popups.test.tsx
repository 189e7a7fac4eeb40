import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BILLING_MESSAGES, DASHBOARD_MESSAGES, type Site } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { makeWidget } from '../../lib/widgets/widget.fixtures';
import { cardFor, isOverlayOn, openDashboard, popupNamed, sitesHandler } from './home.test-helpers';

const server = useMockApi();

const siteA = { _id: 's-1', id: 's-1', domain: 'example.com', lastSeen: '2026-03-01T08:00:00.000Z' };
const siteUnknown = { _id: 's-2', id: 's-2', domain: 'null', lastSeen: '1767225600' };
const first = makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2 });
const second = makeWidget({ id: 'w-2', title: 'Second widget' });

function openDelete(title: string) {
  fireEvent.click(cardFor(title).getByRole('button', { name: 'Delete' }));
  return popupNamed(DASHBOARD_MESSAGES.deleteTitle);
}

describe('delete popup', () => {
  it('asks, deletes, removes the card without reloading the list and closes', async () => {
    const deleted = vi.fn();
    const listRequests = { count: 0 };
    server.use(
      http.delete(`${API_URL}/widget/:id`, ({ params }) => {
        deleted(params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    await openDashboard(server, [first, second], listRequests);
    const popup = openDelete('First widget');
    expect(popup.getByText(DASHBOARD_MESSAGES.deleteConfirm)).toBeTruthy();
    // Names the widget, so the user can tell which one goes.
    expect(popup.getByText('First widget')).toBeTruthy();
    expect(popup.queryByText('Second widget')).toBeNull();

    fireEvent.click(popup.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'First widget' })).toBeNull());
    expect(deleted).toHaveBeenCalledWith('w-1');
    expect(screen.getByRole('article', { name: 'Second widget' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isOverlayOn()).toBe(false);
    expect(listRequests.count).toBe(1);
  });

  it('shows the response body text when the delete fails, and keeps the card', async () => {
    server.use(
      http.delete(
        `${API_URL}/widget/:id`,
        () => new HttpResponse('Widget is locked by a running payment', { status: 500 }),
      ),
    );
    await openDashboard(server, [first]);
    const popup = openDelete('First widget');
    fireEvent.click(popup.getByRole('button', { name: 'Delete' }));
    expect((await popup.findByRole('alert')).textContent).toBe('Widget is locked by a running payment');
    expect(screen.getByRole('article', { name: 'First widget' })).toBeTruthy();
    expect(isOverlayOn()).toBe(true);

    // Closing forgets the error: the popup opens clean next time.
    fireEvent.click(popup.getByRole('button', { name: 'Cancel' }));
    expect(openDelete('First widget').queryByRole('alert')).toBeNull();
  });

  it("shows the answer's error field when the API sends one", async () => {
    server.use(
      http.delete(`${API_URL}/widget/:id`, () => HttpResponse.json({ error: 'Widget Not Found!' }, { status: 404 })),
    );
    await openDashboard(server, [first]);
    const popup = openDelete('First widget');
    fireEvent.click(popup.getByRole('button', { name: 'Delete' }));
    expect((await popup.findByRole('alert')).textContent).toBe('Widget Not Found!');
  });

  it('sends nothing on Cancel', async () => {
    // Any DELETE would be an unhandled request and fail the test.
    await openDashboard(server, [first]);
    fireEvent.click(openDelete('First widget').getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'First widget' })).toBeTruthy();
  });
});

describe('installations popup', () => {
  function openInstallations(title: string, count: number) {
    fireEvent.click(cardFor(title).getByRole('button', { name: `Installations (${count})` }));
    return popupNamed('Installations');
  }

  const rows = (popup: ReturnType<typeof popupNamed>) =>
    popup.getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent));

  it("lists Domain and Last Used for each site, with 'null' shown as '-'", async () => {
    const requests: string[] = [];
    server.use(sitesHandler({ 'w-1': [siteA, siteUnknown] }, requests));
    await openDashboard(server, [first]);
    const popup = openInstallations('First widget', 2);
    await popup.findByRole('table');
    expect(requests).toEqual(['w-1 1 20']);
    expect(popup.queryByRole('navigation', { name: 'Installation pages' })).toBeNull();
    expect(rows(popup)).toEqual([
      ['Domain', 'Last Used', 'Delete'],
      ['example.com', '1 March 2026', ''],
      ['-', '1 January 2026', ''],
    ]);
    expect(popup.getByRole('button', { name: 'Delete installation example.com' })).toBeTruthy();
    expect(popup.getByRole('button', { name: 'Delete installation -' })).toBeTruthy();
  });

  it("says 'No installations found' for a widget not installed anywhere", async () => {
    server.use(sitesHandler({}));
    await openDashboard(server, [second]);
    const popup = openInstallations('Second widget', 0);
    expect(await popup.findByText(DASHBOARD_MESSAGES.noInstallations)).toBeTruthy();
    expect(popup.queryByRole('table')).toBeNull();
  });

  it("deletes a site and shows the server's remaining list, here and on the card", async () => {
    let deletedPath = '';
    const stored: Record<string, Site[]> = { 'w-1': [siteA, siteUnknown] };
    server.use(
      sitesHandler(stored),
      http.delete(`${API_URL}/widget/:widgetId/site/:siteId`, ({ request }) => {
        deletedPath = new URL(request.url).pathname;
        stored['w-1'] = [siteUnknown];
        return HttpResponse.json({ sites: [siteUnknown] });
      }),
    );
    await openDashboard(server, [first]);
    const popup = openInstallations('First widget', 2);
    fireEvent.click(await popup.findByRole('button', { name: 'Delete installation example.com' }));
    await waitFor(() =>
      expect(rows(popup)).toEqual([
        ['Domain', 'Last Used', 'Delete'],
        ['-', '1 January 2026', ''],
      ]),
    );
    expect(deletedPath).toBe('/widget/w-1/site/s-1');
    expect(cardFor('First widget').getByRole('button', { name: 'Installations (1)' })).toBeTruthy();

    server.use(
      http.delete(`${API_URL}/widget/:widgetId/site/:siteId`, () => {
        stored['w-1'] = [];
        return HttpResponse.json({ sites: [] });
      }),
    );
    fireEvent.click(popup.getByRole('button', { name: 'Delete installation -' }));
    expect(await popup.findByText(DASHBOARD_MESSAGES.noInstallations)).toBeTruthy();
  });

  it('shows the response text when deleting a site fails', async () => {
    server.use(
      sitesHandler({ 'w-1': [siteA, siteUnknown] }),
      http.delete(`${API_URL}/widget/:widgetId/site/:siteId`, () =>
        HttpResponse.json({ error: 'This installation no longer exists.' }, { status: 404 }),
      ),
    );
    await openDashboard(server, [first]);
    const popup = openInstallations('First widget', 2);
    fireEvent.click(await popup.findByRole('button', { name: 'Delete installation example.com' }));
    expect((await popup.findByRole('alert')).textContent).toBe('This installation no longer exists.');
    expect(rows(popup)).toHaveLength(3);
  });

  it('pages through many sites with Previous and Next, asking the API one page at a time', async () => {
    const many: Site[] = Array.from({ length: 45 }, (_, index) => ({
      _id: `s-${index}`,
      id: `s-${index}`,
      domain: `site${index}.example.com`,
      lastSeen: '2026-03-01T08:00:00.000Z',
    }));
    const requests: string[] = [];
    server.use(sitesHandler({ 'w-1': many }, requests));
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'First widget', siteCount: 45 })]);
    const popup = openInstallations('First widget', 45);
    await popup.findByText('site0.example.com');
    const pages = within(popup.getByRole('navigation', { name: 'Installation pages' }));
    expect(pages.getByText('1–20 of 45')).toBeTruthy();
    expect(rows(popup)).toHaveLength(21);
    expect(pages.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    await popup.findByText('site20.example.com');
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    await popup.findByText('site44.example.com');
    expect(pages.getByText('41–45 of 45')).toBeTruthy();
    expect(rows(popup)).toHaveLength(6);
    expect(pages.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(pages.getByRole('button', { name: 'Previous' }));
    await popup.findByText('site39.example.com');
    // Each page is asked for once as it is shown; going back may refresh the cached page.
    expect(requests.slice(0, 3)).toEqual(['w-1 1 20', 'w-1 2 20', 'w-1 3 20']);
    expect(new Set(requests)).toEqual(new Set(['w-1 1 20', 'w-1 2 20', 'w-1 3 20']));
  });

  it('shows why when the sites cannot be loaded', async () => {
    server.use(
      http.get(`${API_URL}/widget/:id/sites`, () => HttpResponse.json({ error: 'Widget Not Found!' }, { status: 404 })),
    );
    await openDashboard(server, [first]);
    const popup = openInstallations('First widget', 2);
    expect((await popup.findByRole('alert')).textContent).toBe('Widget Not Found!');
  });
});

describe('delete popup of a paid widget', () => {
  it.each(['active', 'past_due', 'incomplete'] as const)(
    `says the %s subscription ends ('${BILLING_MESSAGES.deleteEndsSubscription}')`,
    async (subStatus) => {
      await openDashboard(server, [makeWidget({ id: 'w-paid', title: 'Paid widget', subStatus })]);
      expect(openDelete('Paid widget').getByText(BILLING_MESSAGES.deleteEndsSubscription)).toBeTruthy();
    },
  );

  it('says nothing about a subscription for a free widget or an ended one', async () => {
    const free = makeWidget({
      id: 'w-free',
      title: 'Free widget',
      subStatus: 'active',
      widgetType: { ...makeWidget().widgetType, price: 0 },
    });
    const ended = makeWidget({ id: 'w-ended', title: 'Ended widget', subStatus: 'canceled' });
    await openDashboard(server, [free, ended]);
    expect(openDelete('Free widget').queryByText(BILLING_MESSAGES.deleteEndsSubscription)).toBeNull();
    fireEvent.click(popupNamed(DASHBOARD_MESSAGES.deleteTitle).getByRole('button', { name: 'Cancel' }));
    expect(openDelete('Ended widget').queryByText(BILLING_MESSAGES.deleteEndsSubscription)).toBeNull();
  });
});
