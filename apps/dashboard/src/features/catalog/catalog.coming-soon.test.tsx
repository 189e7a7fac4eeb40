import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { libraryTypes } from './catalog.fixtures';

// Every type has a runtime today, so the registry is made to say trustpilot's is not built yet
// (`load: null`), the way a type is listed before its runtime exists.
vi.mock('@widgetry/widget-registry', async (importOriginal) => {
  const registry = await importOriginal<typeof import('@widgetry/widget-registry')>();
  const WIDGET_DEFINITIONS = {
    ...registry.WIDGET_DEFINITIONS,
    trustpilot: { ...registry.WIDGET_DEFINITIONS.trustpilot, load: null },
  };
  const typesWithRuntime: typeof registry.typesWithRuntime = () =>
    registry.typesWithRuntime().filter((type) => WIDGET_DEFINITIONS[type].load !== null);
  return { ...registry, WIDGET_DEFINITIONS, typesWithRuntime };
});

const server = useMockApi();

describe('a type without a runtime yet', () => {
  it('shows a Coming soon badge and no way into the editor', async () => {
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
