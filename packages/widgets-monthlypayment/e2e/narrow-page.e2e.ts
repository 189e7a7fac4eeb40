// No widget may widen its customer's page on a phone (issue 14: a 48 px heading with a long word
// widened a 390 px page to 489 px). Every calculator, review and listing runtime is rendered,
// with long unbreakable words in each of its texts and its data and 48 px headings, into one
// 320 px wide page, and the page must not scroll sideways. The markup is the runtimes' own
// standalone render (renderToString: the same markup and stylesheet mount() puts in the shadow
// root), so no build is needed.
import {
  defaultHtmlData,
  htmlDataFields,
  htmlDataSchemaOf,
  type ListingSource,
  type ReviewSource,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { launchBrowser, newTestContext } from '@widgetry/tooling/e2e';
import { renderToString } from '@widgetry/widgets-core';
import { readValue, reviewsFixture, withValue } from '@widgetry/widgets-core/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_DEFINITIONS } from '../../widget-registry/src/registry';
import { listingsFixture } from '../../widgets-core/src/listings/listings.test-support';

const PHONE_WIDTH = 320;
/** Longer than any phone is wide at 48 px, with no place to break. */
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);

const CALCULATORS = ['prorated', 'affordability', 'monthlypayment'] as const;
const REVIEWS = ['trustpilot', 'tripadvisor', 'yelp'] as const satisfies readonly ReviewSource[];
const LISTINGS = ['appfolio', 'rentvine'] as const satisfies readonly ListingSource[];

/** A second rendering of a type with one setting changed: the layouts that differ most. */
interface Variant {
  path: string[];
  value: unknown;
}
const VARIANTS: [WidgetTypeName, Variant][] = [
  // The horizontal template overflowed its card by ~8 px on a phone (issue 14).
  ['monthlypayment', { path: ['layout', 'template'], value: 'horizontal' }],
  ['prorated', { path: ['result', 'resultLayout'], value: 'horizontal' }],
  ['affordability', { path: ['layout', 'template'], value: 'horizontal' }],
];

/**
 * The type's defaults with every text a long word and every font size 48 px, each change kept
 * only where the contract accepts it (a text may have a shorter limit, a size may be capped).
 */
function longWordSettings(type: WidgetTypeName, variant: Variant | undefined): unknown {
  const schema = htmlDataSchemaOf(type);
  let htmlData: unknown = defaultHtmlData(type);
  if (variant) htmlData = withValue(htmlData, [type, ...variant.path], variant.value);
  for (const field of htmlDataFields(type)) {
    const last = String(field.path[field.path.length - 1] ?? '');
    const candidate =
      field.kind === 'text'
        ? `${LONG_WORD} ${String(readValue(htmlData, field.path.map(String)) ?? '')}`
        : field.kind === 'unit' && /fontsize/i.test(last)
          ? '48px'
          : undefined;
    if (candidate === undefined) continue;
    const next = withValue(htmlData, field.path.map(String), candidate);
    if (schema.safeParse(next).success) htmlData = next;
  }
  return readValue(htmlData, [type]);
}

/** A source's data with a long word in every review's author, title and text. */
function longWordReviews(source: ReviewSource) {
  const data = reviewsFixture(source);
  return {
    ...data,
    business: { ...data.business, name: `${LONG_WORD} ${data.business.name}` },
    reviews: data.reviews.map((review) => ({
      ...review,
      author: LONG_WORD,
      title: review.title === null ? null : LONG_WORD,
      text: `${LONG_WORD} ${review.text}`,
    })),
  };
}

/** A source's listings with a long word in every title and address. */
function longWordListings(source: ListingSource) {
  const data = listingsFixture(source);
  return {
    ...data,
    listings: data.listings.map((listing) => ({
      ...listing,
      title: LONG_WORD,
      address: { ...listing.address, full: `${LONG_WORD} ${listing.address.full}` },
      description: LONG_WORD,
    })),
  };
}

function dataFor(type: WidgetTypeName): unknown {
  const review = REVIEWS.find((source) => source === type);
  if (review) return longWordReviews(review);
  const listing = LISTINGS.find((source) => source === type);
  if (listing) return longWordListings(listing);
  return undefined;
}

async function renderType(type: WidgetTypeName, variant?: Variant): Promise<string> {
  const load = WIDGET_DEFINITIONS[type].load;
  if (!load) throw new Error(`${type} has no runtime`);
  const { runtime, isSettings } = await load();
  const settings = longWordSettings(type, variant);
  if (!isSettings(settings)) throw new Error(`${type}: the long-word settings are not settings of the type`);
  const name = variant ? `${type} (${variant.path.join('.')} ${String(variant.value)})` : type;
  const markup = renderToString(runtime, settings, { idPrefix: `${name.replace(/\W+/g, '-')}-`, data: dataFor(type) });
  return `<div data-widget-type="${name}">${markup}</div>`;
}

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('every runtime on a 320 px phone page', () => {
  it('never widens the page, whatever the words in its texts and data', async () => {
    if (!browser) throw new Error('the browser did not start');
    const types = [...CALCULATORS, ...REVIEWS, ...LISTINGS];
    const sections = await Promise.all([
      ...types.map((type) => renderType(type)),
      ...VARIANTS.map(([type, variant]) => renderType(type, variant)),
    ]);
    const context = await newTestContext(browser, { viewport: { width: PHONE_WIDTH, height: 700 } });
    try {
      const page = await context.newPage();
      // Offline: fonts, logos and photos answer empty, at once.
      await page.route('**/*', (route) => route.fulfill({ status: 200, body: '' }));
      await page.setContent(
        `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head><body>${sections.join('')}</body></html>`,
      );
      // Which widget is at fault, for the failure message: those whose content overflows their box.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-widget-type]')]
          .filter((holder) => holder.scrollWidth > holder.clientWidth)
          .map((holder) => `${holder.dataset.widgetType}: ${holder.scrollWidth}px`),
      );
      expect(wide).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    } finally {
      await context.close();
    }
  });
});
