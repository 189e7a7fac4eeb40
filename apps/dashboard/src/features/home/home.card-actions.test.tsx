import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WIDGET_MESSAGES, type Widget, widgetTypeSchema } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, customer, profileHandler, storeTokenFor } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { makeAppfolioWidget, makeWidget } from '../../lib/widgets/widget.fixtures';
import { cardFor, openDashboard, popupNamed, widgetsHandler } from './home.test-helpers';
import { PAUSE_EXPLANATION } from './pause-toggle';
import { PAID_COPY_NOTE } from './widget-card';

const server = useMockApi();

const older = makeWidget({ id: 'w-old', title: 'Beta reviews', createdAt: '2026-01-01T09:00:00.000Z' });
const newer = makeWidget({
  id: 'w-new',
  title: 'alpha reviews',
  createdAt: '2026-02-01T09:00:00.000Z',
  widgetType: {
    id: 'wt-trustpilot',
    name: 'trustpilot',
    displayName: 'Trustpilot Reviews',
    price: 5,
    scripts: { main: 'trustpilot', lib: '' },
    iconImage: '',
    stripePriceId: '',
  },
});
const free = makeAppfolioWidget('', { id: 'w-free', title: 'Our apartments', createdAt: '2026-01-15T09:00:00.000Z' });

const cardTitles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

/** A JSON body as the handler received it, checked to be an object. */
async function jsonOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('expected a JSON object');
  return Object.fromEntries(Object.entries(body));
}

describe('searching and sorting the cards', () => {
  it('searches by title and by type name, any case, and sorts four ways', async () => {
    await openDashboard(server, [older, newer, free]);
    // The API's order is kept as "newest first".
    expect(cardTitles()).toEqual(['alpha reviews', 'Our apartments', 'Beta reviews']);

    const sort = screen.getByRole('combobox', { name: 'Sort' });
    fireEvent.change(sort, { target: { value: 'oldest' } });
    expect(cardTitles()).toEqual(['Beta reviews', 'Our apartments', 'alpha reviews']);
    fireEvent.change(sort, { target: { value: 'name' } });
    expect(cardTitles()).toEqual(['alpha reviews', 'Beta reviews', 'Our apartments']);
    fireEvent.change(sort, { target: { value: 'type' } });
    expect(cardTitles()).toEqual(['Our apartments', 'alpha reviews', 'Beta reviews']);

    const search = screen.getByRole('searchbox', { name: 'Search your widgets' });
    type(search, 'TRUSTPILOT');
    expect(cardTitles()).toEqual(['alpha reviews']);
    type(search, 'apart');
    expect(cardTitles()).toEqual(['Our apartments']);
    type(search, 'nothing like it');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByText('No widgets match your search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardTitles()).toHaveLength(3);
  });
});

describe('renaming a widget', () => {
  it("sends PUT /widget/{id} with the widget's own type and settings, and shows the new title", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put(`${API_URL}/widget/:id`, async ({ request, params }) => {
        const body = await jsonOf(request);
        bodies.push({ id: params.id, ...body });
        return HttpResponse.json({ widget: { ...free, title: 'Downtown flats' } });
      }),
    );
    await openDashboard(server, [free]);
    fireEvent.click(cardFor('Our apartments').getByRole('button', { name: 'Rename Our apartments' }));
    const popup = popupNamed('Rename widget');
    type(popup.getByRole('textbox', { name: 'Widget name' }), '  Downtown flats ');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('article', { name: 'Downtown flats' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([
      { id: 'w-free', widget: { title: 'Downtown flats', widgetType: 'wt-appfolio', htmlData: free.htmlData } },
    ]);
  });

  it("shows a 400's fieldErrors under the field, and checks an empty title before sending", async () => {
    server.use(
      http.put(`${API_URL}/widget/:id`, () =>
        HttpResponse.json(
          { error: 'Validation failed', fieldErrors: { 'widget.title': 'That title is taken.' } },
          { status: 400 },
        ),
      ),
    );
    await openDashboard(server, [free]);
    fireEvent.click(cardFor('Our apartments').getByRole('button', { name: 'Rename Our apartments' }));
    const popup = popupNamed('Rename widget');
    const field = popup.getByRole('textbox', { name: 'Widget name' });

    type(field, '   ');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(popup.getByText(WIDGET_MESSAGES.titleRequired)).toBeTruthy();

    type(field, 'Taken');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(await popup.findByText('That title is taken.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('article', { name: 'Our apartments' })).toBeTruthy();
  });
});

describe('duplicating a widget', () => {
  it('copies a free widget with POST /widget/ as "<title> (copy)" and shows the copy first', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${API_URL}/widget/`, async ({ request }) => {
        bodies.push(await jsonOf(request));
        return HttpResponse.json({
          widget: { ...free, id: 'w-copy', title: 'Our apartments (copy)', createdAt: '2026-03-01T09:00:00.000Z' },
        });
      }),
    );
    await openDashboard(server, [free]);
    expect(cardFor('Our apartments').queryByText(PAID_COPY_NOTE)).toBeNull();
    fireEvent.click(cardFor('Our apartments').getByRole('button', { name: 'Duplicate' }));

    expect(await screen.findByRole('article', { name: 'Our apartments (copy)' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Our apartments (copy)', 'Our apartments']);
    expect(bodies).toEqual([
      {
        widget: {
          title: 'Our apartments (copy)',
          widgetType: 'wt-appfolio',
          htmlData: free.htmlData,
          allowedSites: [],
        },
      },
    ]);
  });

  it('opens the editor with the copied draft for a paid widget, which says it needs its own subscription', async () => {
    const paidCalculator = makeWidget({
      id: 'w-calc',
      title: 'Move-in rent',
      widgetType: {
        id: 'wt-prorated-paid',
        name: 'prorated',
        displayName: 'Prorated Rent Calculator',
        price: 5,
        scripts: { main: 'prorated', lib: '' },
        iconImage: '',
        stripePriceId: 'price_prorated_monthly',
      },
    });
    server.use(
      http.get(`${API_URL}/`, () =>
        HttpResponse.json({
          user: customer,
          isUserLoggedIn: true,
          widgetTypes: [
            widgetTypeSchema.parse({
              id: 'wt-prorated-paid',
              name: 'prorated',
              displayName: 'Prorated Rent Calculator',
              price: 5,
              stripePriceId: 'price_prorated_monthly',
            }),
          ],
        }),
      ),
      widgetsHandler([paidCalculator]),
      profileHandler('customer'),
    );
    storeTokenFor('customer');
    const { router } = renderApp('/home');
    const card = within(await screen.findByRole('article', { name: 'Move-in rent' }));
    expect(card.getByText(PAID_COPY_NOTE)).toBeTruthy();

    // An unexpected POST would fail the test (onUnhandledRequest: 'error'): nothing is created here.
    fireEvent.click(card.getByRole('button', { name: 'Duplicate' }));
    const name = await screen.findByRole('textbox', { name: 'Widget Name' });
    expect(name).toHaveProperty('value', 'Move-in rent (copy)');
    expect(router.state.location.pathname).toBe('/editor');
    // A new widget of the same type: saving it creates (and buys) a widget of its own.
    expect(router.state.location.search).toBe('?widgetType=wt-prorated-paid');
  });
});

describe('pausing a widget', () => {
  it('toggles with PUT /widget/{id}/paused, shows a Paused badge and says what pausing does', async () => {
    const bodies: Array<{ id: unknown; body: Record<string, unknown> }> = [];
    let current: Widget = free;
    server.use(
      http.put(`${API_URL}/widget/:id/paused`, async ({ request, params }) => {
        const body = await jsonOf(request);
        bodies.push({ id: params.id, body });
        current = { ...current, paused: body.paused === true };
        return HttpResponse.json({ widget: current });
      }),
    );
    await openDashboard(server, [free]);
    const card = () => cardFor('Our apartments');
    const toggle = card().getByRole('switch', { name: 'Pause widget' });
    expect(toggle).toHaveProperty('checked', false);
    expect(card().queryByText('Paused')).toBeNull();
    const hintId = toggle.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe(PAUSE_EXPLANATION);

    fireEvent.click(toggle);
    expect(await card().findByText('Paused')).toBeTruthy();
    expect(card().getByRole('switch', { name: 'Pause widget' })).toHaveProperty('checked', true);

    fireEvent.click(card().getByRole('switch', { name: 'Pause widget' }));
    await waitFor(() => expect(card().queryByText('Paused')).toBeNull());
    expect(bodies).toEqual([
      { id: 'w-free', body: { paused: true } },
      { id: 'w-free', body: { paused: false } },
    ]);
  });

  it('shows a paused widget from the list as paused, and a failed change beside the switch', async () => {
    server.use(
      http.put(`${API_URL}/widget/:id/paused`, () =>
        HttpResponse.json({ error: 'Widget Not Found!' }, { status: 404 }),
      ),
    );
    await openDashboard(server, [{ ...free, paused: true }]);
    const card = cardFor('Our apartments');
    expect(card.getByText('Paused')).toBeTruthy();
    fireEvent.click(card.getByRole('switch', { name: 'Pause widget' }));
    expect((await card.findByRole('alert')).textContent).toBe('Widget Not Found!');
    expect(within(screen.getByRole('article')).getByRole('switch')).toHaveProperty('checked', true);
  });
});
