import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import {
  defaultSettings,
  listingSourceSchema,
  reviewSourceSchema,
  SOURCE_PREVIEW_MESSAGES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { createApiClient } from '../api-client';
import { ApiClientProvider } from '../api-context';
import { setAtPath } from './settings-path';
import { useSourceData } from './use-source-data';

const server = useMockApi();

const PROFILE = 'https://www.trustpilot.com/review/maple-court.com';
const OTHER_PROFILE = 'https://www.trustpilot.com/review/oak-lane.com';
const HOTEL = 'https://www.tripadvisor.com/Hotel_Review-g1-d2-Maple_Court.html';

/** What the hook must send: the type, its settings, and every flag spelled out. */
const askedSchema = z.object({
  widget: z.object({
    widgetType: z.object({ name: z.union([reviewSourceSchema, listingSourceSchema]) }),
    htmlData: z.record(z.string(), z.record(z.string(), z.unknown())),
    isUrlChanged: z.boolean(),
    isReviewCountChanged: z.boolean(),
    isReloadRequired: z.boolean(),
  }),
});
type Asked = z.infer<typeof askedSchema>;

/** POST /widget/preview/ answering `answer` (the source's data by default); every body it was sent. */
function previewApi(answer: (asked: Asked, index: number) => unknown | Promise<unknown> = () => null) {
  const asked: Asked[] = [];
  server.use(
    http.post(`${API_URL}/widget/preview/`, async ({ request }) => {
      const body = askedSchema.parse(await request.json());
      asked.push(body);
      const custom = await answer(body, asked.length - 1);
      if (custom instanceof Response) return custom;
      // A listing type's data is not read by these tests, only what was asked.
      const review = reviewSourceSchema.safeParse(body.widget.widgetType.name);
      const sourceData = review.success ? reviewsFixture(review.data) : { source: 'appfolio', listings: [] };
      return HttpResponse.json(custom ?? { data: { serveData: '<div></div>', sourceData } });
    }),
  );
  return asked;
}

const flagsOf = (asked: Asked | undefined) =>
  asked && {
    isUrlChanged: asked.widget.isUrlChanged,
    isReviewCountChanged: asked.widget.isReviewCountChanged,
    isReloadRequired: asked.widget.isReloadRequired,
  };

const NO_FLAGS = { isUrlChanged: false, isReviewCountChanged: false, isReloadRequired: false };

function renderSource(
  type: WidgetTypeName,
  settings: unknown,
  options: { typingPauseMs?: number; readingPollMs?: number } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ baseUrl: API_URL, getToken: () => null, onUnauthorized: () => {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return renderHook(
    ({ settings: current }: { settings: unknown }) =>
      useSourceData(type, current, { typingPauseMs: 50, readingPollMs: 50, ...options }),
    { wrapper, initialProps: { settings } },
  );
}

const trustpilot = (url: string) => setAtPath(defaultSettings('trustpilot'), 'url', url);

describe('useSourceData', () => {
  it('asks once on opening a widget whose source is set, with no flag, and hands back the data', async () => {
    const asked = previewApi();
    const { result } = renderSource('trustpilot', trustpilot(PROFILE));
    await waitFor(() => expect(result.current.data).toEqual(reviewsFixture('trustpilot')));
    expect(asked).toHaveLength(1);
    expect(flagsOf(asked[0])).toEqual(NO_FLAGS);
    expect(asked[0]?.widget.widgetType.name).toBe('trustpilot');
    expect(asked[0]?.widget.htmlData.trustpilot?.url).toBe(PROFILE);
    expect(result.current.message).toBeNull();
    expect(result.current.isLoading).toBe(false);
  });

  it('never asks again for a style edit, and asks with isUrlChanged when the URL changes', async () => {
    const asked = previewApi();
    const opened = trustpilot(PROFILE);
    const { result, rerender } = renderSource('trustpilot', opened);
    await waitFor(() => expect(result.current.data).not.toBeNull());

    const styled = setAtPath(setAtPath(opened, 'color', '#ff0000'), 'reviewFilter', '5');
    rerender({ settings: styled });
    rerender({ settings: setAtPath(styled, 'layout', 'masonry') });
    rerender({ settings: setAtPath(styled, 'url', ` ${PROFILE} `) });

    rerender({ settings: setAtPath(styled, 'url', OTHER_PROFILE) });
    await waitFor(() => expect(asked).toHaveLength(2));
    // Had a style edit asked, its request would have come before this one.
    expect(asked[1]?.widget.htmlData.trustpilot?.url).toBe(OTHER_PROFILE);
    expect(flagsOf(asked[1])).toEqual({ ...NO_FLAGS, isUrlChanged: true });
    // The ask carries the settings of its moment.
    expect(asked[1]?.widget.htmlData.trustpilot?.color).toBe('#ff0000');
  });

  it('asks again at once with no flag when the curation changes (issue 31), carrying it', async () => {
    const asked = previewApi();
    const opened = trustpilot(PROFILE);
    const { result, rerender } = renderSource('trustpilot', opened, { typingPauseMs: 60_000 });
    await waitFor(() => expect(result.current.data).not.toBeNull());

    rerender({ settings: setAtPath(opened, 'curation.hidden', ['r1']) });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(flagsOf(asked[1])).toEqual(NO_FLAGS);
    expect(asked[1]?.widget.htmlData.trustpilot?.curation).toMatchObject({ hidden: ['r1'] });
  });

  it('waits for a pause in typing the URL, then asks once, for what was typed last', async () => {
    const asked = previewApi();
    const { result, rerender } = renderSource('trustpilot', trustpilot(''), { typingPauseMs: 150 });
    for (const end of ['m', 'ma', 'map', 'mapl', 'maple-court.com']) {
      rerender({ settings: trustpilot(`https://www.trustpilot.com/review/${end}`) });
    }
    expect(asked).toHaveLength(0);
    await waitFor(() => expect(result.current.data).not.toBeNull());
    expect(asked.map((body) => body.widget.htmlData.trustpilot?.url)).toEqual([PROFILE]);
    // A URL typed into an empty field is a changed URL.
    expect(flagsOf(asked[0])).toEqual({ ...NO_FLAGS, isUrlChanged: true });
  });

  it('asks nothing while the source is blank, and shows no data once it is cleared', async () => {
    const asked = previewApi();
    const { result, rerender } = renderSource('trustpilot', trustpilot('  '));
    expect(result.current).toEqual({ data: null, message: null, isLoading: false });

    rerender({ settings: trustpilot(PROFILE) });
    await waitFor(() => expect(result.current.data).not.toBeNull());
    rerender({ settings: trustpilot('') });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(asked).toHaveLength(1);
  });

  it('tripadvisor: the page count asks with isReviewCountChanged, the URL with isUrlChanged', async () => {
    const asked = previewApi();
    const opened = setAtPath(defaultSettings('tripadvisor'), 'url', HOTEL);
    const { rerender } = renderSource('tripadvisor', opened);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(flagsOf(asked[0])).toEqual(NO_FLAGS);

    rerender({ settings: setAtPath(opened, 'filters.numberOfRatings', '4') });
    rerender({ settings: setAtPath(opened, 'filters.reviewPageCount', 3) });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(flagsOf(asked[1])).toEqual({ ...NO_FLAGS, isReviewCountChanged: true });
    expect(asked[1]?.widget.htmlData.tripadvisor?.filters).toMatchObject({ reviewPageCount: 3 });

    rerender({ settings: setAtPath(setAtPath(opened, 'filters.reviewPageCount', 3), 'url', `${HOTEL}?x`) });
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(flagsOf(asked[2])).toEqual({ ...NO_FLAGS, isUrlChanged: true });
  });

  it('yelp: Get More Reviews asks at once with isReloadRequired; the Business URL and name ask nothing', async () => {
    const asked = previewApi();
    const opened = setAtPath(defaultSettings('yelp'), 'businessId', 'maple-court-cafe');
    // A pause far longer than the test: only an ask that does not wait can arrive.
    const { result, rerender } = renderSource('yelp', opened, { typingPauseMs: 60_000 });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(flagsOf(asked[0])).toEqual(NO_FLAGS);

    const named = setAtPath(setAtPath(opened, 'url', 'https://www.yelp.com/biz/maple'), 'companyName', 'Maple');
    rerender({ settings: named });
    rerender({ settings: setAtPath(named, 'fetchReviews', 25) });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(flagsOf(asked[1])).toEqual({ ...NO_FLAGS, isReloadRequired: true });
    expect(asked[1]?.widget.htmlData.yelp).toMatchObject({ fetchReviews: 25, url: 'https://www.yelp.com/biz/maple' });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
  });

  it('yelp: a new business id asks with isReloadRequired after the pause', async () => {
    const asked = previewApi();
    const opened = setAtPath(defaultSettings('yelp'), 'businessId', 'maple-court-cafe');
    const { rerender } = renderSource('yelp', opened);
    await waitFor(() => expect(asked).toHaveLength(1));
    rerender({ settings: setAtPath(opened, 'businessId', 'oak-lane-diner') });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(flagsOf(asked[1])).toEqual({ ...NO_FLAGS, isReloadRequired: true });
  });

  it('is loading while the read runs, and keeps the shown data while more is read', async () => {
    let release = () => {};
    const asked = previewApi(async (_body, index) => {
      if (index === 0) return null;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      const more = reviewsFixture('yelp');
      return { data: { serveData: '', sourceData: { ...more, reviews: [...more.reviews, ...more.reviews] } } };
    });
    const opened = setAtPath(defaultSettings('yelp'), 'businessId', 'maple-court-cafe');
    const { result, rerender } = renderSource('yelp', opened);
    await waitFor(() => expect(result.current.data).not.toBeNull());
    const first = result.current.data;

    rerender({ settings: setAtPath(opened, 'fetchReviews', 30) });
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    expect(result.current.data).toBe(first);
    release();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).not.toBe(first);
    expect(asked).toHaveLength(2);
  });

  it("says the API's sentence: a note while old data shows, an alert when there is none", async () => {
    const stale =
      "Trustpilot isn't letting us read this page right now, so this shows the reviews we read on Oct 6, 2025.";
    const notFound = SOURCE_PREVIEW_MESSAGES.notFound.replace('{site}', 'Trustpilot');
    previewApi(({ widget }) =>
      widget.htmlData.trustpilot?.url === PROFILE
        ? { data: { serveData: '', sourceData: reviewsFixture('trustpilot') }, error: stale }
        : { data: { serveData: '', sourceData: null }, error: notFound },
    );
    const { result, rerender } = renderSource('trustpilot', trustpilot(PROFILE));
    await waitFor(() => expect(result.current.message).toEqual({ text: stale, role: 'status' }));
    expect(result.current.data).not.toBeNull();

    rerender({ settings: trustpilot(OTHER_PROFILE) });
    await waitFor(() => expect(result.current.message).toEqual({ text: notFound, role: 'alert' }));
    expect(result.current.data).toBeNull();
  });

  it('says a refused ask as an alert, in the words of the API', async () => {
    const refused = 'Enter a public web address with a domain name, such as https://www.example.com.';
    previewApi(() =>
      HttpResponse.json(
        { error: refused, fieldErrors: { 'widget.htmlData.trustpilot.url': refused } },
        { status: 400 },
      ),
    );
    const { result } = renderSource('trustpilot', trustpilot('https://nowhere'));
    await waitFor(() => expect(result.current.message).toEqual({ text: refused, role: 'alert' }));
  });

  it('while another read of the source runs, notes it and asks again (with no flag) until the data is there', async () => {
    const reading = SOURCE_PREVIEW_MESSAGES.reading.replace('{site}', 'Trustpilot');
    const asked = previewApi((_body, index) =>
      index === 0 ? { data: { serveData: '', sourceData: null }, error: reading } : null,
    );
    const { result } = renderSource('trustpilot', trustpilot(PROFILE));
    await waitFor(() => expect(result.current.message).toEqual({ text: reading, role: 'status' }));
    await waitFor(() => expect(result.current.data).not.toBeNull());
    expect(result.current.message).toBeNull();
    expect(asked.map(flagsOf)).toEqual([NO_FLAGS, NO_FLAGS]);
  });

  it('never asks for a type without a source', async () => {
    const asked = previewApi();
    const { result, rerender } = renderSource('prorated', defaultSettings('prorated'));
    rerender({ settings: setAtPath(defaultSettings('prorated'), 'heading.proratedHeading', 'Changed') });
    expect(result.current).toEqual({ data: null, message: null, isLoading: false });
    expect(asked).toHaveLength(0);
  });

  it('appfolio: a new maps key or group asks with isUrlChanged after the pause; a column change asks nothing', async () => {
    const asked = previewApi();
    const opened = { ...defaultSettings('appfolio'), appfolioUrl: 'https://maple.appfolio.com/listings' };
    const { result, rerender } = renderSource('appfolio', opened);
    await waitFor(() => expect(result.current.data).not.toBeNull());

    rerender({ settings: { ...opened, appfolioCol: 2 } });
    for (const key of ['A', 'AI', 'AIza-1']) rerender({ settings: { ...opened, clientGmapApi: key } });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.widget.htmlData.appfolio?.clientGmapApi).toBe('AIza-1');
    expect(flagsOf(asked[1])).toEqual({ ...NO_FLAGS, isUrlChanged: true });

    rerender({ settings: { ...opened, clientGmapApi: 'AIza-1', group: 'North' } });
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(flagsOf(asked[2])).toEqual({ ...NO_FLAGS, isUrlChanged: true });
    expect(asked.map((body) => body.widget.htmlData.appfolio?.group)).toEqual(['', '', 'North']);
  });
});
