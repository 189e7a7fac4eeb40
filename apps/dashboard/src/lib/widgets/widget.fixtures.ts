import { type Widget, widgetSchema } from '@widgetry/contracts';
import type { z } from 'zod';

type WidgetInput = z.input<typeof widgetSchema>;

/**
 * A saved widget as GET /widget/ sends it, for tests. It goes through the contract schema, so the
 * fixture has every default the real answer would have and cannot drift from the wire format.
 */
export function makeWidget(overrides: Partial<WidgetInput> = {}): Widget {
  return widgetSchema.parse({
    id: 'w-1',
    title: 'Reviews on the home page',
    text: 'Shows our latest reviews.',
    expires: null,
    subStatus: null,
    cancelAt: null,
    siteCount: 0,
    widgetType: {
      id: 'wt-yelp',
      name: 'yelp',
      displayName: 'Yelp Reviews',
      price: 5,
      scripts: { main: 'yelp', lib: '' },
      iconImage: '',
      stripePriceId: '',
    },
    htmlData: {},
    hostedUrl: null,
    userId: 'u-customer',
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  });
}

/** An appfolio listing widget, optionally with a listing group set. */
export function makeAppfolioWidget(group: string, overrides: Partial<WidgetInput> = {}): Widget {
  return makeWidget({
    id: 'w-apt',
    title: 'Our apartments',
    widgetType: {
      id: 'wt-appfolio',
      name: 'appfolio',
      displayName: 'AppFolio Listings',
      price: 0,
      scripts: { main: 'appfolio', lib: '' },
      iconImage: '',
      stripePriceId: '',
    },
    htmlData: { appfolio: { group } },
    ...overrides,
  });
}
