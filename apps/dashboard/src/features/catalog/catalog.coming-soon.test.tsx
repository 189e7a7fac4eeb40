import { screen, within } from '@testing-library/react';
import { WIDGET_DEFINITIONS } from '@widgetry/widget-registry';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { libraryTypes } from './catalog.fixtures';

const server = useMockApi();

describe('a type without a runtime yet', () => {
  it('shows a Coming soon badge and no way into the editor', async () => {
    // Every type has a runtime today, so trustpilot's definition is made to say its runtime is not
    // built yet (`load: null`), the way a type is listed before its runtime exists. The registry
    // reads it on every call; `restoreMocks` puts the real loader back after the test.
    vi.spyOn(WIDGET_DEFINITIONS.trustpilot, 'load', 'get').mockReturnValue(null);
    server.use(
      http.get(`${API_URL}/`, () =>
        HttpResponse.json({ user: null, widgetTypes: libraryTypes, isUserLoggedIn: false }),
      ),
    );
    renderApp('/catalog');
    const yelp = (await screen.findByRole('heading', { level: 2, name: 'Yelp Reviews' })).closest('a');
    const soon = screen.getByRole('article', { name: 'trustpilot (coming soon)' });
    expect(within(soon).getByText('Coming soon')).toBeTruthy();
    expect(within(soon).queryByText('Customize')).toBeNull();
    expect(soon.closest('a')).toBeNull();
    expect(within(soon).queryByRole('link')).toBeNull();

    expect(yelp?.getAttribute('href')).toBe('/editor?widgetType=wt-yelp');
    expect(yelp && within(yelp).getByText('Customize')).toBeTruthy();
    expect(screen.getAllByText('Coming soon')).toHaveLength(1);
  });
});
