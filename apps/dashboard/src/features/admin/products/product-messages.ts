import { WIDGET_TYPE_NAMES, type WidgetType, type WidgetTypeName } from '@widgetry/contracts';
import type { z } from 'zod';

/**
 * What the product form says under a field whose value breaks a rule. The schema's own words for
 * a broken length, range or option ("Too small: expected number to be >=0", "Invalid option:
 * expected one of …") are the validator's, not the admin's: these replace them.
 */
export const PRODUCT_FIELD_MESSAGES = {
  name: 'Choose which of the widget types this product is.',
  displayName: 'Enter a display name of up to 100 characters.',
  desc: 'Keep the description to 2,000 characters or fewer.',
  category: 'Choose a category.',
  price: 'Enter a monthly price in dollars and cents, from 0 (free) to 100,000.',
  bannerImage: 'Upload a banner image, or enter its web address.',
  iconImage: 'Upload a logo image, or enter its web address.',
  stripePriceId: 'Use the price id exactly as the payment provider shows it (up to 255 characters).',
  stripeProductId: 'Use the product id exactly as the payment provider shows it (up to 255 characters).',
  scripts: 'A script is a file name such as prorated.js (up to 100 characters).',
} as const;

type ProductField = keyof typeof PRODUCT_FIELD_MESSAGES;

const isProductField = (key: unknown): key is ProductField =>
  typeof key === 'string' && Object.hasOwn(PRODUCT_FIELD_MESSAGES, key);

/**
 * The first broken rule per field, each said in the form's own words. The two scripts are two
 * fields: their errors are keyed as the API keys them ('scripts.main', 'scripts.lib'), so a bad
 * main script does not mark an empty lib script too.
 */
export function productFieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const [key, part] = issue.path;
    if (!isProductField(key)) continue;
    const field = key === 'scripts' && typeof part === 'string' ? `scripts.${part}` : key;
    fields[field] ??= PRODUCT_FIELD_MESSAGES[key];
  }
  return fields;
}

/** Why the product id is a choice, not free text: each product is one widget type the code has. */
export const PRODUCTS_ARE_TYPES = `Products are the ${WIDGET_TYPE_NAMES.length} widget types Widgetry is built with, one product each.`;
export const ADD_PRODUCT_HINT = 'Only a type that has no product yet can be added.';
export const NO_PRODUCT_TO_ADD =
  'All of them are in the catalogue, so there is none to add: edit a product to change it.';

/** The widget types that have no product yet, in the registry's order. */
export function addableTypeNames(products: readonly WidgetType[]): WidgetTypeName[] {
  const present = new Set(products.map((product) => product.name));
  return WIDGET_TYPE_NAMES.filter((name) => !present.has(name));
}
