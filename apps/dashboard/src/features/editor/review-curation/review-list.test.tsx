import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings, type ReviewListResponse, widgetSchema } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../../test/fixtures';
import { useMockApi } from '../../../../test/msw';
import { openEditor } from '../editor.fixtures';
import { selectSettings, useEditorStore } from '../editor.store';
import { REVIEW_LIST_NOTES } from './review-list-field';

// Issue 31: the editor's Reviews list of a saved review widget, with Hide and Pin per review.

const server = useMockApi();

const item = (sourceId: string, author: string, rating: number) => ({
  sourceId,
  author,
  rating,
  title: null,
  text: `${author} wrote this.`,
  date: '2026-10-01',
});
const PAGES: Record<string, ReviewListResponse> = {
  '1': {
    reviews: [item('r1', 'Ana', 5), item('r2', 'Ben', 2)],
    total: 3,
    page: 1,
    pageSize: 2,
    read: true,
  },
  '2': { reviews: [item('r3', 'Cy', 4)], total: 3, page: 2, pageSize: 2, read: true },
};

/** A saved Trustpilot widget w-tp whose list answers PAGES; every list query the editor asked. */
function savedTrustpilot() {
  const asked: URLSearchParams[] = [];
  const widget = widgetSchema.parse({
    id: 'w-tp',
    title: 'Our reviews',
    widgetType: {
      id: 'wt-tp',
      name: 'trustpilot',
      displayName: 'Trustpilot Reviews',
      price: 9.99,
      scripts: { main: 'trustpilot', lib: '' },
      iconImage: '',
      stripePriceId: '',
    },
    htmlData: {
      trustpilot: { ...defaultSettings('trustpilot'), url: 'https://www.trustpilot.com/review/cafe.com' },
    },
    userId: 'u-customer',
    createdAt: '2026-01-10T09:00:00.000Z',
  });
  server.use(
    http.get(`${API_URL}/widget/w-tp`, () => HttpResponse.json({ widget })),
    http.get(`${API_URL}/widget/w-tp/source`, () => HttpResponse.json({ source: null })),
    http.post(`${API_URL}/widget/preview/`, () => HttpResponse.json({ data: { serveData: '', sourceData: null } })),
    http.get(`${API_URL}/widget/w-tp/reviews`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (query.get('q') === 'nobody') return HttpResponse.json({ ...PAGES['1'], reviews: [], total: 0 });
      return HttpResponse.json(PAGES[query.get('page') ?? '1']);
    }),
  );
  return asked;
}

const curation = () => (selectSettings(useEditorStore.getState()) as { curation: Record<string, unknown> }).curation;

async function openList() {
  await openEditor(server, 'widgetId=w-tp');
  const reviewsButton = await screen.findByRole('button', { name: 'Reviews' });
  if (reviewsButton.getAttribute('aria-expanded') !== 'true') fireEvent.click(reviewsButton);
  return screen.findByRole('region', { name: 'Review list' });
}

describe('editor review list', () => {
  it('hides and pins with pressed buttons, editing the draft curation', async () => {
    savedTrustpilot();
    const list = await openList();
    const hideBen = await within(list).findByRole('button', { name: /^Hide review by Ben, 2 stars/ });
    const pinAna = within(list).getByRole('button', { name: /^Pin review by Ana, 5 stars/ });
    expect(hideBen.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(hideBen);
    fireEvent.click(pinAna);
    expect(hideBen.getAttribute('aria-pressed')).toBe('true');
    expect(pinAna.getAttribute('aria-pressed')).toBe('true');
    expect(curation()).toMatchObject({ hidden: ['r2'], pinned: ['r1'] });

    // Pinning the hidden review shows it again.
    fireEvent.click(within(list).getByRole('button', { name: /^Pin review by Ben/ }));
    expect(curation()).toMatchObject({ hidden: [], pinned: ['r1', 'r2'] });
    expect(hideBen.getAttribute('aria-pressed')).toBe('false');
  });

  it('pages and searches on the server', async () => {
    const asked = savedTrustpilot();
    const list = await openList();
    await within(list).findByText('Ana');
    fireEvent.click(within(list).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('Cy')).toBeTruthy();
    expect(within(list).getByText('Page 2 of 2')).toBeTruthy();

    fireEvent.change(within(list).getByRole('searchbox', { name: 'Search reviews' }), { target: { value: 'nobody' } });
    expect(await within(list).findByText(REVIEW_LIST_NOTES.noMatch)).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('nobody'));
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('adds and removes excluded words', async () => {
    savedTrustpilot();
    await openList();
    const input = screen.getByRole('textbox', { name: 'Excluded Words' });
    fireEvent.change(input, { target: { value: '  Bob ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(curation()).toMatchObject({ excludedWords: ['Bob'] });
    fireEvent.change(input, { target: { value: 'bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Each excluded word may be listed only once.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob' }));
    expect(curation()).toMatchObject({ excludedWords: [] });
  });
});
