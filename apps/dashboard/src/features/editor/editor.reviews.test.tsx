import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultSettings,
  type ReviewSource,
  type ReviewsData,
  reviewSourceSchema,
  SOURCE_PREVIEW_MESSAGES,
  widgetSchema,
} from '@widgetry/contracts';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_URL } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { openEditor, previewRoot, recordRequests } from './editor.fixtures';

// The review editors' preview end to end (spec 001 §2, §4, §7): the source data is asked of
// POST /widget/preview/ on opening and when the source changes, and the runtime shows it in the page.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

const PROFILE = 'https://www.trustpilot.com/review/maple-court.com';
const OTHER_PROFILE = 'https://www.trustpilot.com/review/not-a-business.com';

const askedSchema = z.object({
  widget: z.object({
    widgetType: z.object({ name: reviewSourceSchema }),
    htmlData: z.record(z.string(), z.record(z.string(), z.unknown())),
    isUrlChanged: z.boolean(),
    isReviewCountChanged: z.boolean(),
    isReloadRequired: z.boolean(),
  }),
});
type Asked = z.infer<typeof askedSchema>;

/** A saved review widget as GET /widget/{id} sends it. */
function savedReviewWidget(name: ReviewSource, settings: Record<string, unknown>) {
  const widget = widgetSchema.parse({
    id: `w-${name}`,
    title: 'Our reviews',
    widgetType: {
      id: `wt-${name}`,
      name,
      displayName: `${name} reviews`,
      price: 9.99,
      scripts: { main: name, lib: '' },
      iconImage: '',
      stripePriceId: '',
    },
    htmlData: { [name]: { ...defaultSettings(name), ...settings } },
    userId: 'u-customer',
    createdAt: '2026-01-10T09:00:00.000Z',
  });
  server.use(http.get(`${API_URL}/widget/${widget.id}`, () => HttpResponse.json({ widget })));
  return widget;
}

/** POST /widget/preview/: each ask answered by `answer` (the source's reviews by default); every body it got. */
function previewApi(answer: (asked: Asked, index: number) => unknown | Promise<unknown> = () => undefined) {
  const asked: Asked[] = [];
  server.use(
    http.post(`${API_URL}/widget/preview/`, async ({ request }) => {
      const body = askedSchema.parse(await request.json());
      asked.push(body);
      const custom = await answer(body, asked.length - 1);
      const sourceData = reviewsFixture(body.widget.widgetType.name);
      return HttpResponse.json(custom ?? { data: { serveData: '', sourceData } });
    }),
  );
  return asked;
}

const authors = () => [...previewRoot().querySelectorAll('.wg-rv-author')].map((author) => author.textContent);

async function openSection(tab: 'Builder' | 'Layout', name: string) {
  fireEvent.click(screen.getByRole('tab', { name: tab }));
  const trigger = await screen.findByRole('button', { name });
  if (trigger.getAttribute('aria-expanded') !== 'true') fireEvent.click(trigger);
  return within(screen.getByRole('region', { name }));
}

describe('review editors, live preview with the source data', () => {
  it('trustpilot: shows the profile’s reviews, re-filters them in the page, and asks again only for a new URL', async () => {
    savedReviewWidget('trustpilot', { url: PROFILE });
    const notFound = SOURCE_PREVIEW_MESSAGES.notFound.replace('{site}', 'Trustpilot');
    const asked = previewApi(({ widget }) =>
      widget.htmlData.trustpilot?.url === PROFILE
        ? undefined
        : { data: { serveData: '', sourceData: null }, error: notFound },
    );
    await openEditor(server, 'widgetId=w-trustpilot');
    await waitFor(() => expect(authors()).toContain('Reviewer 1'));
    expect(authors()).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 3', 'Reviewer 4', 'Reviewer 5', 'Reviewer 6']);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.widget).toMatchObject({ isUrlChanged: false, isReloadRequired: false });

    const requests = recordRequests(server);
    const reviews = await openSection('Layout', 'Reviews');
    fireEvent.change(reviews.getByRole('combobox', { name: 'Filter' }), { target: { value: '5' } });
    expect(authors()).toEqual(['Reviewer 1', 'Reviewer 6']);
    expect(requests).toEqual([]);

    const source = await openSection('Builder', 'Source');
    type(source.getByRole('textbox', { name: /Profile URL/ }), OTHER_PROFILE);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', notFound);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.widget).toMatchObject({ isUrlChanged: true });
    // A profile that cannot be read shows the labelled samples meanwhile (issue 29 #26), never its reviews.
    await waitFor(() => expect(authors()).toContain('Sample Reviewer A'));
    expect(authors().every((author) => author?.startsWith('Sample Reviewer'))).toBe(true);
  });

  it('yelp: Get More Reviews reloads with isReloadRequired, with a spinner beside it and the preview meanwhile', async () => {
    savedReviewWidget('yelp', { businessId: 'maple-court-cafe', url: 'https://www.yelp.com/biz/maple-court-cafe' });
    const stale = "Yelp isn't letting us read this page right now, so this shows the reviews we read on Oct 6, 2025.";
    let release = () => {};
    const asked = previewApi(async (_asked, index) => {
      if (index === 0) return undefined;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      const data: ReviewsData = reviewsFixture('yelp');
      const extra = { ...data.reviews[0], sourceId: 'r7', author: 'Reviewer 7' };
      return { data: { serveData: '', sourceData: { ...data, reviews: [...data.reviews, extra] } }, error: stale };
    });
    await openEditor(server, 'widgetId=w-yelp');
    await waitFor(() => expect(authors()).toHaveLength(6));

    const source = await openSection('Builder', 'Source');
    fireEvent.change(source.getByRole('combobox', { name: /Get More Reviews/ }), { target: { value: '25' } });

    const control = () => document.querySelector('[data-path="fetchReviews"]');
    await waitFor(() => expect(control()?.getAttribute('aria-busy')).toBe('true'));
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(within(preview).getByRole('status', { name: 'Loading reviews…' })).toBeTruthy();
    expect(source.getByRole('status', { name: 'Loading reviews…' })).toBeTruthy();
    // The reviews shown stay while more are read.
    expect(authors()).toHaveLength(6);
    expect(asked[1]?.widget).toMatchObject({ isReloadRequired: true, isUrlChanged: false });
    expect(asked[1]?.widget.htmlData.yelp).toMatchObject({ fetchReviews: 25 });

    release();
    await waitFor(() => expect(authors()).toContain('Reviewer 7'));
    expect(control()?.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('status', { name: 'Loading reviews…' })).toBeNull();
    // Old data shown is a note, not a failure.
    expect(within(preview).getByRole('status')).toHaveProperty('textContent', stale);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('yelp: a new widget asks nothing until its Business ID is typed, then asks with isReloadRequired', async () => {
    const asked = previewApi();
    await openEditor(server, 'widgetType=wt-yelp');
    const source = await openSection('Builder', 'Source');
    type(source.getByRole('textbox', { name: /Business URL/ }), 'https://www.yelp.com/biz/maple-court-cafe');
    expect(asked).toHaveLength(0);

    type(source.getByRole('textbox', { name: /Business ID/ }), 'maple-court-cafe');
    // Until then the preview shows six labelled samples (issue 29 #26); the business's own replace them.
    await waitFor(() =>
      expect(authors()).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 3', 'Reviewer 4', 'Reviewer 5', 'Reviewer 6']),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.widget).toMatchObject({ isReloadRequired: true });
    expect(asked[0]?.widget.htmlData.yelp).toMatchObject({
      businessId: 'maple-court-cafe',
      url: 'https://www.yelp.com/biz/maple-court-cafe',
    });
  });
});
