// Test helpers for the editor: widget types with and without an editor, saved widgets as the API
// sends them, and a way to open the editor on the whole app.
import { screen } from '@testing-library/react';
import { defaultHtmlData, type Widget, type WidgetType, widgetSchema } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import type { z } from 'zod';
import { API_URL, profileHandler, storeTokenFor, userFor, type Viewer, yelpType } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

export const proratedType: WidgetType = {
  id: 'wt-prorated',
  name: 'prorated',
  displayName: 'Prorated Rent Calculator',
  desc: 'Prorated rent for a partial month.',
  category: 'misc',
  price: 0,
  bannerImage: '',
  iconImage: '',
  scripts: { main: 'prorated', lib: '' },
  stripePriceId: '',
  stripeProductId: '',
};

/** The same calculator sold as a paid type, for the subscription rows of the save table. */
export const paidProratedType: WidgetType = {
  ...proratedType,
  id: 'wt-prorated-paid',
  price: 5,
  stripePriceId: 'price_prorated_monthly',
};

/** A floating widget with a required source (its website address). */
export const accessibilityType: WidgetType = {
  ...proratedType,
  id: 'wt-accessibility',
  name: 'accessibility',
  displayName: 'Accessibility Menu',
  scripts: { main: 'accessibility', lib: '' },
};

/** A type whose runtime is not built yet: its editor says it is coming soon. */
export const appfolioType: WidgetType = {
  ...proratedType,
  id: 'wt-appfolio',
  name: 'appfolio',
  displayName: 'AppFolio Listings',
  category: 'listings',
  scripts: { main: 'appfolio', lib: '' },
};

/** The mortgage calculator: three home price fields that must not move each other (issue 29 #14). */
export const monthlypaymentType: WidgetType = {
  ...proratedType,
  id: 'wt-monthlypayment',
  name: 'monthlypayment',
  displayName: 'Monthly Payment Calculator',
  scripts: { main: 'monthlypayment', lib: '' },
};

/** `GET /` with the editor's widget types. */
export function editorLoginHandler(viewer: Viewer) {
  return http.get(`${API_URL}/`, ({ request }) => {
    const user = request.headers.get('Authorization') ? userFor(viewer) : null;
    return HttpResponse.json({
      user,
      widgetTypes: [proratedType, paidProratedType, accessibilityType, yelpType, appfolioType, monthlypaymentType],
      isUserLoggedIn: user !== null,
    });
  });
}

/** A saved prorated widget as GET /widget/{id} sends it (through the contract, so with every default). */
export function savedProrated(overrides: Partial<z.input<typeof widgetSchema>> = {}): Widget {
  return widgetSchema.parse({
    id: 'w-1',
    title: 'Move-in calculator',
    widgetType: {
      id: proratedType.id,
      name: 'prorated',
      displayName: proratedType.displayName,
      price: 0,
      scripts: proratedType.scripts,
      iconImage: '',
      stripePriceId: '',
    },
    htmlData: defaultHtmlData('prorated'),
    userId: 'u-customer',
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  });
}

/** Opens /editor at `search` as `viewer` and waits for the Widget Name field. */
export async function openEditor(
  server: SetupServer,
  search: string,
  { viewer = 'customer', emailVerified = true }: { viewer?: Viewer; emailVerified?: boolean } = {},
) {
  server.use(editorLoginHandler(viewer), profileHandler(viewer, { emailVerified }));
  storeTokenFor(viewer);
  const view = renderApp(`/editor?${search}`);
  const widgetName = await screen.findByRole('textbox', { name: 'Widget Name' });
  return { ...view, widgetName };
}

/** The live preview's shadow root. */
export function previewRoot(): ShadowRoot {
  const root = screen.getByTestId('live-preview').shadowRoot;
  if (!root) throw new Error('The preview has no shadow root');
  return root;
}

/** Every request the mock API sees from now on, as 'METHOD /path'. */
export function recordRequests(server: SetupServer): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}`);
  });
  return seen;
}
