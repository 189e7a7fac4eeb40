import { type WidgetType, widgetTypeSchema } from '@widgetry/contracts';
import type { z } from 'zod';

/** A widget type as the login check sends it, with the contract's defaults filled in. */
export function makeWidgetType(fields: z.input<typeof widgetTypeSchema>): WidgetType {
  return widgetTypeSchema.parse(fields);
}

/** A small library covering every filter: three categories, free and paid, a type without a displayName. */
export const libraryTypes: WidgetType[] = [
  makeWidgetType({
    id: 'wt-yelp',
    name: 'yelp',
    displayName: 'Yelp Reviews',
    desc: 'Show your Yelp reviews.',
    category: 'reviews',
    price: 5,
  }),
  makeWidgetType({
    id: 'wt-appfolio',
    name: 'appfolio',
    displayName: 'AppFolio Listings',
    desc: 'Rental listings from your property manager.',
    category: 'listings',
    price: 12,
  }),
  makeWidgetType({
    id: 'wt-prorated',
    name: 'prorated',
    displayName: 'Prorated Rent Calculator',
    desc: 'Works out the first month.',
    category: 'misc',
    price: 0,
  }),
  makeWidgetType({
    id: 'wt-trustpilot',
    name: 'trustpilot',
    displayName: '',
    desc: 'Company REVIEWS from Trustpilot.',
    category: 'reviews',
    price: 3,
  }),
  makeWidgetType({
    id: 'wt-rentvine',
    name: 'rentvine',
    displayName: 'Rentvine Listings',
    desc: 'Listings, ready to rent.',
    category: 'listings',
    price: 12,
  }),
];
