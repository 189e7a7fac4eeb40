import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings, SOURCE_PREVIEW_MESSAGES, widgetSchema } from '@widgetry/contracts';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { type } from '../../../test/forms';
import { useMockApi } from '../../../test/msw';
import { SAMPLE_NOTE } from '../../lib/widget-editor/sample-source-data';
import { openEditor, previewRoot } from './editor.fixtures';

// Issue 29 #26: before a review source is set, or while it cannot be read, the editor's preview
// shows labelled sample reviews, so every Layout setting can be seen; the source's own replace them.

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

const authors = () => [...previewRoot().querySelectorAll('.wg-rv-author')].map((author) => author.textContent);

/** POST /widget/preview/ answering the fixture's reviews, or `failure` (no data, the API's sentence) when set. */
function previewApi(failure?: string) {
  const asked: unknown[] = [];
  server.use(
    http.post(`${API_URL}/widget/preview/`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(
        failure
          ? { data: { serveData: '', sourceData: null }, error: failure }
          : { data: { serveData: '', sourceData: reviewsFixture('yelp') } },
      );
    }),
  );
  return asked;
}

describe('sample content in the editor preview', () => {
  it('a new Yelp widget shows sample reviews, said to be samples, until its Business ID brings the real ones', async () => {
    const asked = previewApi();
    await openEditor(server, 'widgetType=wt-yelp');
    await waitFor(() => expect(authors()).toContain('Sample Reviewer A'));
    expect(authors().every((author) => author?.startsWith('Sample Reviewer'))).toBe(true);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(SAMPLE_NOTE.reviews);
    expect(note.textContent).toMatch(/^\s*Sample\s+Sample reviews:/);
    expect(asked).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Builder' }));
    const sourceTrigger = await screen.findByRole('button', { name: 'Source' });
    if (sourceTrigger.getAttribute('aria-expanded') !== 'true') fireEvent.click(sourceTrigger);
    const source = within(screen.getByRole('region', { name: 'Source' }));
    type(source.getByRole('textbox', { name: /Business URL/ }), 'https://www.yelp.com/biz/maple-court-cafe');
    type(source.getByRole('textbox', { name: /Business ID/ }), 'maple-court-cafe');
    await waitFor(() => expect(authors()).toContain('Reviewer 1'));
    expect(authors().some((author) => author?.startsWith('Sample'))).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a source that cannot be read shows why, and the samples meanwhile', async () => {
    const notFound = SOURCE_PREVIEW_MESSAGES.notFound.replace('{site}', 'Yelp');
    previewApi(notFound);
    const widget = widgetSchema.parse({
      id: 'w-yelp',
      title: 'Our reviews',
      widgetType: {
        id: 'wt-yelp',
        name: 'yelp',
        displayName: 'Yelp Reviews',
        price: 9.99,
        scripts: { main: 'yelp', lib: '' },
        iconImage: '',
        stripePriceId: '',
      },
      htmlData: { yelp: { ...defaultSettings('yelp'), businessId: 'gone', url: 'https://www.yelp.com/biz/gone' } },
      userId: 'u-customer',
      createdAt: '2026-01-10T09:00:00.000Z',
    });
    server.use(http.get(`${API_URL}/widget/${widget.id}`, () => HttpResponse.json({ widget })));
    await openEditor(server, 'widgetId=w-yelp');
    expect((await screen.findByRole('alert')).textContent).toBe(notFound);
    await waitFor(() => expect(authors()).toContain('Sample Reviewer A'));
    expect(screen.getByRole('note').textContent).toContain(SAMPLE_NOTE.reviews);
  });
});
