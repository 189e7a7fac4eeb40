import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WidgetType } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, customer, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { getSession } from '../../lib/session/session.query';
import { libraryTypes, makeWidgetType } from './catalog.fixtures';

const server = useMockApi();

/** GET / answering with this library, for a signed-in customer when a token is sent. */
function libraryHandler(widgetTypes: WidgetType[] = libraryTypes) {
  return http.get(`${API_URL}/`, ({ request }) => {
    const user = request.headers.get('Authorization') ? customer : null;
    return HttpResponse.json({ user, widgetTypes, isUserLoggedIn: user !== null });
  });
}

/** DELETE /widget/:id answering success; `deleted` hears each id it was sent. */
function deleteWidgetHandler(deleted: (widgetId: unknown) => void) {
  return http.delete(`${API_URL}/widget/:id`, ({ params }) => {
    deleted(params.id);
    return HttpResponse.json({ success: true });
  });
}

const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('catalog page', () => {
  it('lists the widget types from the login check, linking each to the editor', async () => {
    server.use(loginCheckHandler('visitor'));
    renderApp('/catalog');
    // The catalogue is a lazy page: its first render waits for its chunk.
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Widget Library' })).toBeTruthy();
    expect(
      screen.getByText(
        'Browse through our extensive collection of powerful, fully customizable & mobile-friendly widgets.',
      ),
    ).toBeTruthy();
    const name = await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' });
    const card = name.closest('a');
    expect(card?.getAttribute('href')).toBe('/editor?widgetType=wt-yelp');
    expect(screen.getByText('$5.00/month')).toBeTruthy();
    expect(screen.getByText('Show your Yelp reviews.')).toBeTruthy();
    const images = card ? Array.from(card.querySelectorAll('img')).map((img) => img.getAttribute('src')) : [];
    expect(images).toEqual(['/images/yelp-banner.png', '/images/yelp-logo.png']);
  });

  it('shows the name when a type has no displayName, and a free type as Free', async () => {
    server.use(libraryHandler());
    renderApp('/catalog');
    const card = (await screen.findByRole('heading', { level: 2, name: 'trustpilot' })).closest('a');
    expect(card?.getAttribute('href')).toBe('/editor?widgetType=wt-trustpilot');
    const prorated = screen.getByRole('heading', { level: 2, name: 'Prorated Rent Calculator' }).closest('a');
    expect(prorated && within(prorated).getByText('Free')).toBeTruthy();
    expect(screen.queryByText('$0.00/month')).toBeNull();
  });

  it('combines the search, the category and the sort', async () => {
    server.use(libraryHandler());
    renderApp('/catalog');
    await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' });

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Categories', 'Listings', 'Reviews', 'Misc']);
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sort By', 'Price: Low to High', 'Price: High to Low']);

    type(screen.getByPlaceholderText('What are you looking for?'), 'LIST');
    expect(cardNames()).toEqual(['AppFolio Listings', 'Rentvine Listings']);

    fireEvent.change(sort, { target: { value: 'price-asc' } });
    type(screen.getByPlaceholderText('What are you looking for?'), 'review');
    expect(cardNames()).toEqual(['trustpilot', 'Yelp Reviews']);

    fireEvent.change(sort, { target: { value: 'price-desc' } });
    expect(cardNames()).toEqual(['Yelp Reviews', 'trustpilot']);

    fireEvent.change(category, { target: { value: 'listings' } });
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.getByText('No widgets match your search.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(cardNames()).toEqual([
      'Yelp Reviews',
      'AppFolio Listings',
      'Prorated Rent Calculator',
      'trustpilot',
      'Rentvine Listings',
    ]);
  });

  it('serves uploaded images from the API host and falls back once to the default images', async () => {
    server.use(
      libraryHandler([
        makeWidgetType({
          id: 'wt-yelp',
          name: 'yelp',
          displayName: 'Yelp Reviews',
          bannerImage: 'devadmin/uploads/yelp-banner.png',
          iconImage: 'https://cdn.example.com/yelp.png',
        }),
      ]),
    );
    renderApp('/catalog');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' })).closest('a');
    const [banner, logo] = card ? Array.from(card.querySelectorAll('img')) : [];
    if (!banner || !logo) throw new Error('a card shows a banner and a logo');
    expect(banner.getAttribute('src')).toMatch(/^http:\/\/api\.test\/devadmin\/uploads\/yelp-banner\.png\?t=\d+$/);
    expect(logo.getAttribute('src')).toMatch(/^https:\/\/cdn\.example\.com\/yelp\.png\?t=\d+$/);

    fireEvent.error(banner);
    fireEvent.error(logo);
    expect(banner.getAttribute('src')).toBe('/images/Default-Widget-Thumb.png');
    expect(logo.getAttribute('src')).toBe('/images/Default-Widget-Logo.png');
    // The default failing too must not loop.
    fireEvent.error(banner);
    expect(banner.getAttribute('src')).toBe('/images/Default-Widget-Thumb.png');
  });

  it("says the server can't be reached, with Retry, when the widget types could not be loaded (issue 29 #16)", async () => {
    server.use(http.get(`${API_URL}/`, () => HttpResponse.json({ error: 'Service unavailable' }, { status: 503 })));
    renderApp('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach the server" })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Service unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('No widgets are available right now.')).toBeNull();
    // Nobody knows who is signed in: the header offers no Sign in.
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('has no error area while nothing went wrong', async () => {
    server.use(libraryHandler());
    renderApp('/catalog');
    await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('catalog page with ?widgetId', () => {
  // Widget ids are public (every snippet and /embed URL carries one), so a link is never a reason
  // to change data (DESIGN "Security rules"): the parameter is only dropped from the address.

  /** Every request the page sends, as "METHOD path", in the order it sent them. */
  function recordRequests(): string[] {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    return sent;
  }

  it('sends no delete for a signed-in user and drops the parameter from the address', async () => {
    const deleted = vi.fn();
    // A DELETE the page should never send is answered, so only the recorder can tell it was sent.
    server.use(libraryHandler(), deleteWidgetHandler(deleted));
    const sent = recordRequests();
    storeTokenFor('customer');
    const { router, queryClient } = renderApp('/catalog?widgetId=w-paid');
    await waitFor(() => expect(getSession(queryClient).isUserLoggedIn).toBe(true));
    await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/catalog');
    // Replace, not push: Back does not return to the address with the id.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sent).toEqual(['GET /']);
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends no delete when the page mounts with the session already known (strict mode)', async () => {
    const deleted = vi.fn();
    server.use(libraryHandler(), deleteWidgetHandler(deleted));
    storeTokenFor('customer');
    // Strict mode mounts effects twice, as in development; the login check is done before the
    // catalogue mounts, so both runs see a signed-in user.
    const { router, queryClient } = renderApp('/somewhere-else', { strict: true });
    await waitFor(() => expect(getSession(queryClient).status).toBe('ready'));
    const sent = recordRequests();
    await act(() => router.navigate('/catalog?widgetId=w-paid'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' });
    expect(sent.filter((request) => !request.startsWith('GET '))).toEqual([]);
    expect(deleted).not.toHaveBeenCalled();
  });

  it('keeps the other query parameters and the hash', async () => {
    server.use(libraryHandler());
    storeTokenFor('customer');
    const { router } = renderApp('/catalog?utm_source=mail&widgetId=w-1#top');
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail'));
    expect(router.state.location.hash).toBe('#top');
  });

  it('drops the parameter for a visitor too', async () => {
    // An unexpected DELETE would fail the test (onUnhandledRequest: 'error').
    server.use(libraryHandler());
    const { router } = renderApp('/catalog?widgetId=w-1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
