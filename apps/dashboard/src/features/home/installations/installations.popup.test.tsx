import { fireEvent, waitFor, within } from '@testing-library/react';
import { DASHBOARD_MESSAGES, type Widget, type WidgetSite } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../../test/fixtures';
import { useMockApi } from '../../../../test/msw';
import { makeWidget } from '../../../lib/widgets/widget.fixtures';
import { cardFor, openDashboard, popupNamed, sitesHandler } from '../home.test-helpers';

const server = useMockApi();

const quiet = new Array<number>(30).fill(0);
const busyDays = [...new Array<number>(28).fill(0), 3, 9];
const siteA: WidgetSite = {
  _id: 's-1',
  id: 's-1',
  domain: 'example.com',
  lastSeen: '2026-03-01T08:00:00.000Z',
  visitors: 12,
  visitorsByDay: busyDays,
};
const siteB: WidgetSite = { ...siteA, _id: 's-3', id: 's-3', domain: 'other.com', visitors: 0, visitorsByDay: quiet };
const siteUnknown: WidgetSite = {
  _id: 's-2',
  id: 's-2',
  domain: 'null',
  lastSeen: '1767225600',
  visitors: 0,
  visitorsByDay: quiet,
};

function openInstallations(title: string, count: number) {
  fireEvent.click(cardFor(title).getByRole('button', { name: `Installations (${count})` }));
  return popupNamed('Installations');
}

const rows = (popup: ReturnType<typeof popupNamed>) =>
  popup.getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent));

/** PUT /widget/:id changing the stored widget's allowedSites, as the API does; records each list sent. */
function allowListHandler(widget: Widget, sent: unknown[]) {
  return http.put(`${API_URL}/widget/:id`, async ({ request }) => {
    const body = await request.json();
    const next =
      typeof body === 'object' && body !== null ? Reflect.get(Reflect.get(body, 'widget'), 'allowedSites') : [];
    sent.push(next);
    if (Array.isArray(next)) widget.allowedSites = next.map(String);
    return HttpResponse.json({ widget });
  });
}

describe('installations popup', () => {
  it("lists Domain, Last Used and the last 30 days' visitors of each site, with 'null' shown as '-'", async () => {
    const requests: string[] = [];
    server.use(sitesHandler({ 'w-1': [siteA, siteUnknown] }, requests));
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2 })]);
    const popup = openInstallations('First widget', 2);
    await popup.findByRole('table');
    expect(requests).toEqual(['w-1 1 20']);
    expect(popup.getByText('Shown on any site.')).toBeTruthy();
    expect(rows(popup).map((row) => row.slice(0, 3))).toEqual([
      // Issue 25 §5: a visitor counts once per site and day, so the column says visitors, not views.
      ['Domain', 'Last Used', 'Visitors (30 days)'],
      ['example.com', '1 March 2026', '12'],
      ['-', '1 January 2026', '0'],
    ]);
    expect(popup.getByRole('img', { name: '12 visitors in the last 30 days' })).toBeTruthy();
    expect(popup.getByRole('img', { name: '0 visitors in the last 30 days' })).toBeTruthy();
    // A site the page did not name cannot be blocked by name.
    expect(popup.getAllByRole('button', { name: 'Block this site' })).toHaveLength(1);
  });

  it("says 'No installations found' for a widget not installed anywhere", async () => {
    server.use(sitesHandler({}));
    await openDashboard(server, [makeWidget({ id: 'w-2', title: 'Second widget' })]);
    const popup = openInstallations('Second widget', 0);
    expect(await popup.findByText(DASHBOARD_MESSAGES.noInstallations)).toBeTruthy();
    expect(popup.queryByRole('table')).toBeNull();
  });

  it('asks before removing a site, explains that it comes back, then removes it', async () => {
    let deletedPath = '';
    const stored: Record<string, WidgetSite[]> = { 'w-1': [siteA, siteUnknown] };
    server.use(
      sitesHandler(stored),
      http.delete(`${API_URL}/widget/:widgetId/site/:siteId`, ({ request }) => {
        deletedPath = new URL(request.url).pathname;
        stored['w-1'] = [siteUnknown];
        return HttpResponse.json({ sites: [siteUnknown] });
      }),
    );
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2 })]);
    const popup = openInstallations('First widget', 2);
    fireEvent.click(await popup.findByRole('button', { name: 'Delete installation example.com' }));
    const confirm = within(popup.getByRole('group', { name: 'Confirm for example.com' }));
    expect(confirm.getByText(/comes back the next time a visitor opens a page of that site/)).toBeTruthy();
    expect(deletedPath).toBe('');

    fireEvent.click(confirm.getByRole('button', { name: 'Remove from list' }));
    await waitFor(() => expect(rows(popup).map((row) => row[0])).toEqual(['Domain', '-']));
    expect(deletedPath).toBe('/widget/w-1/site/s-1');
    expect(popup.queryByRole('group', { name: 'Confirm for example.com' })).toBeNull();
  });

  it('keeps the site when the question is cancelled', async () => {
    server.use(sitesHandler({ 'w-1': [siteA] }));
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'First widget', siteCount: 1 })]);
    const popup = openInstallations('First widget', 1);
    fireEvent.click(await popup.findByRole('button', { name: 'Delete installation example.com' }));
    fireEvent.click(within(popup.getByRole('group')).getByRole('button', { name: 'Cancel' }));
    expect(popup.queryByRole('group')).toBeNull();
    expect(rows(popup)).toHaveLength(2);
  });

  it('blocks a site of a widget shown anywhere by limiting it to the other sites it was seen on, saying so first', async () => {
    const widget = makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2 });
    const sent: unknown[] = [];
    server.use(sitesHandler({ 'w-1': [siteA, siteB] }), allowListHandler(widget, sent));
    await openDashboard(server, [widget]);
    const popup = openInstallations('First widget', 2);
    const rowOf = async (domain: string) => within((await popup.findByText(domain)).closest('tr') ?? document.body);
    fireEvent.click((await rowOf('example.com')).getByRole('button', { name: 'Block this site' }));
    const confirm = within(popup.getByRole('group', { name: 'Confirm for example.com' }));
    expect(confirm.getByText(/only on other\.com/)).toBeTruthy();

    fireEvent.click(confirm.getByRole('button', { name: 'Block this site' }));
    await popup.findByText('Shown only on: other.com.');
    expect(sent).toEqual([['other.com']]);
    const blocked = await rowOf('example.com');
    expect(blocked.getByText('(not shown)')).toBeTruthy();

    fireEvent.click(blocked.getByRole('button', { name: 'Allow this site' }));
    await popup.findByText('Shown only on: other.com, example.com.');
    expect(sent).toEqual([['other.com'], ['other.com', 'example.com']]);
  });

  it('will not block the last allowed site, which would show the widget anywhere, and says to pause instead', async () => {
    const widget = makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2, allowedSites: ['example.com'] });
    const sent: unknown[] = [];
    server.use(sitesHandler({ 'w-1': [siteA, siteUnknown] }), allowListHandler(widget, sent));
    await openDashboard(server, [widget]);
    const popup = openInstallations('First widget', 2);
    const row = within((await popup.findByText('example.com')).closest('tr') ?? document.body);
    fireEvent.click(row.getByRole('button', { name: 'Block this site' }));
    const group = popup.getByRole('group', { name: 'Confirm for example.com' });
    const confirm = within(group);
    expect(group.textContent).toMatch(/example\.com is the only site left for your widget/);
    expect(group.textContent).toMatch(/To show the widget nowhere, pause it\./);
    expect(confirm.queryByRole('button', { name: 'Block this site' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('blocks a site while the list holds an unknown site ("-"): only named sites are sent (issue 29 #1)', async () => {
    const widget = makeWidget({ id: 'w-1', title: 'First widget', siteCount: 3 });
    const sent: unknown[] = [];
    server.use(sitesHandler({ 'w-1': [siteA, siteUnknown, siteB] }), allowListHandler(widget, sent));
    await openDashboard(server, [widget]);
    const popup = openInstallations('First widget', 3);
    const row = within((await popup.findByText('example.com')).closest('tr') ?? document.body);
    fireEvent.click(row.getByRole('button', { name: 'Block this site' }));
    const confirm = within(popup.getByRole('group', { name: 'Confirm for example.com' }));
    expect(confirm.getByText(/only on other\.com;/)).toBeTruthy();
    expect(confirm.queryByText(/null/)).toBeNull();

    fireEvent.click(confirm.getByRole('button', { name: 'Block this site' }));
    await popup.findByText('Shown only on: other.com.');
    expect(sent).toEqual([['other.com']]);
  });

  it('says an accessibility menu without a list shows only on its Website address, and marks other sites (issue 29 #4)', async () => {
    const menu = makeWidget({
      id: 'w-1',
      title: 'Menu',
      siteCount: 2,
      widgetType: {
        id: 'wt-accessibility',
        name: 'accessibility',
        displayName: 'Accessibility Menu',
        price: 0,
        scripts: { main: 'accessibility', lib: '' },
        iconImage: '',
        stripePriceId: '',
      },
      htmlData: { accessibility: { domainUrl: encodeURIComponent('https://www.example.com') } },
    });
    const sent: unknown[] = [];
    server.use(sitesHandler({ 'w-1': [siteA, siteB] }), allowListHandler(menu, sent));
    await openDashboard(server, [menu]);
    const popup = openInstallations('Menu', 2);
    await popup.findByRole('table');
    expect(popup.queryByText('Shown on any site.')).toBeNull();
    expect(popup.getByText("Shown only on example.com and its subdomains (the menu's Website address).")).toBeTruthy();
    const other = within((await popup.findByText('other.com')).closest('tr') ?? document.body);
    expect(other.getByText('(not shown)')).toBeTruthy();
    expect(other.queryByRole('button', { name: 'Block this site' })).toBeNull();
    const own = within((await popup.findByText('example.com')).closest('tr') ?? document.body);
    expect(own.queryByText('(not shown)')).toBeNull();

    // Allowing another site keeps the website: it adds to where the menu really shows.
    fireEvent.click(other.getByRole('button', { name: 'Allow this site' }));
    await popup.findByText('Shown only on: example.com, *.example.com, other.com.');
    expect(sent).toEqual([['example.com', '*.example.com', 'other.com']]);
  });

  it('shows why a change of the allowed sites failed', async () => {
    server.use(
      sitesHandler({ 'w-1': [siteA, siteB] }),
      http.put(`${API_URL}/widget/:id`, () =>
        HttpResponse.json({ fieldErrors: { 'widget.allowedSites': 'List at most 50 sites' } }, { status: 400 }),
      ),
    );
    await openDashboard(server, [
      makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2, allowedSites: ['other.com'] }),
    ]);
    const popup = openInstallations('First widget', 2);
    const row = within((await popup.findByText('example.com')).closest('tr') ?? document.body);
    fireEvent.click(row.getByRole('button', { name: 'Allow this site' }));
    expect((await popup.findByRole('alert')).textContent).not.toBe('');
  });

  it('shows the response text when removing a site fails', async () => {
    server.use(
      sitesHandler({ 'w-1': [siteA, siteUnknown] }),
      http.delete(`${API_URL}/widget/:widgetId/site/:siteId`, () =>
        HttpResponse.json({ error: 'This installation no longer exists.' }, { status: 404 }),
      ),
    );
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2 })]);
    const popup = openInstallations('First widget', 2);
    fireEvent.click(await popup.findByRole('button', { name: 'Delete installation example.com' }));
    fireEvent.click(within(popup.getByRole('group')).getByRole('button', { name: 'Remove from list' }));
    expect((await popup.findByRole('alert')).textContent).toBe('This installation no longer exists.');
    expect(rows(popup)).toHaveLength(3);
  });

  it('pages through many sites with Previous and Next, asking the API one page at a time', async () => {
    const many: WidgetSite[] = Array.from({ length: 45 }, (_, index) => ({
      ...siteA,
      _id: `s-${index}`,
      id: `s-${index}`,
      domain: `site${index}.example.com`,
    }));
    const requests: string[] = [];
    server.use(sitesHandler({ 'w-1': many }, requests));
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'First widget', siteCount: 45 })]);
    const popup = openInstallations('First widget', 45);
    await popup.findByText('site0.example.com');
    const pages = within(popup.getByRole('navigation', { name: 'Installation pages' }));
    expect(pages.getByText('Showing 1–20 of 45 sites')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    await popup.findByText('site20.example.com');
    expect(pages.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    await popup.findByText('site44.example.com');
    expect(pages.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(requests.slice(0, 3)).toEqual(['w-1 1 20', 'w-1 2 20', 'w-1 3 20']);
  });

  it('shows why when the sites cannot be loaded', async () => {
    server.use(
      http.get(`${API_URL}/widget/:id/sites`, () => HttpResponse.json({ error: 'Widget Not Found!' }, { status: 404 })),
    );
    await openDashboard(server, [makeWidget({ id: 'w-1', title: 'First widget', siteCount: 2 })]);
    const popup = openInstallations('First widget', 2);
    expect((await popup.findByRole('alert')).textContent).toBe('Widget Not Found!');
  });
});
