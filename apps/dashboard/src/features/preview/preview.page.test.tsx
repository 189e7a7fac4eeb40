import { screen, waitFor } from '@testing-library/react';
import { WIDGET_API_MESSAGES, WIDGET_MESSAGES } from '@widgetry/contracts';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, loginCheckHandler, storeTokenFor } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { readPreviewParam } from './preview.page';

// Every type has a runtime today; a new type starts without one (its definition's `load: null`),
// so the registry's loader answers null for appfolio here to keep that path covered.
vi.mock('@widgetry/widget-registry', async (importOriginal) => {
  const registry = await importOriginal<typeof import('@widgetry/widget-registry')>();
  const loadWidgetModule: typeof registry.loadWidgetModule = async (type) =>
    type === 'appfolio' ? null : registry.loadWidgetModule(type);
  return { ...registry, loadWidgetModule };
});

const server = useMockApi();

function openPreview(widget: unknown) {
  server.use(loginCheckHandler('customer'));
  storeTokenFor('customer');
  const param = typeof widget === 'string' ? widget : JSON.stringify(widget);
  return renderApp(`/preview?widget=${encodeURIComponent(param)}`);
}

describe('preview page', () => {
  it('renders the widget of the query parameter with its runtime, defaults filling the rest, without the header', async () => {
    openPreview({
      title: 'Lobby',
      widgetType: { name: 'prorated' },
      htmlData: { prorated: { heading: { proratedHeading: 'Your first month' } } },
    });
    const host = await screen.findByTestId('live-preview');
    await waitFor(() => expect(host.shadowRoot?.querySelector('.wg-pr-title')?.textContent).toBe('Your first month'));
    expect(host.shadowRoot?.querySelector<HTMLElement>('.wg-root')?.style.getPropertyValue('--wg-h-color')).toBe(
      '#8a2be2',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows a review widget with the reviews its source has, asked for with no flag', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API_URL}/widget/preview/`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ data: { serveData: '', sourceData: reviewsFixture('trustpilot') } });
      }),
    );
    const url = 'https://www.trustpilot.com/review/maple-court.com';
    openPreview({ widgetType: { name: 'trustpilot' }, htmlData: { trustpilot: { url } } });
    const host = await screen.findByTestId('live-preview');
    await waitFor(() => expect(host.shadowRoot?.querySelector('.wg-rv-author')?.textContent).toBe('Reviewer 1'));
    expect(asked).toEqual([
      {
        widget: expect.objectContaining({
          widgetType: { name: 'trustpilot' },
          htmlData: { trustpilot: expect.objectContaining({ url }) },
          isUrlChanged: false,
          isReviewCountChanged: false,
          isReloadRequired: false,
        }),
      },
    ]);
  });

  it(`says '${WIDGET_MESSAGES.previewValidation}' without a widget type`, async () => {
    openPreview({ title: 'No type', htmlData: {} });
    expect((await screen.findByRole('alert')).textContent).toBe(WIDGET_MESSAGES.previewValidation);
  });

  it('says a preview is not available for a type without a runtime yet', async () => {
    openPreview({ widgetType: { name: 'appfolio' }, htmlData: {} });
    expect((await screen.findByRole('alert')).textContent).toBe(WIDGET_API_MESSAGES.previewUnavailable);
  });

  it('refuses a parameter that is not JSON or has settings the contract rejects', () => {
    expect(readPreviewParam('{not json')).toBeNull();
    expect(readPreviewParam(null)).toBeNull();
    expect(
      readPreviewParam(
        JSON.stringify({
          widgetType: { name: 'prorated' },
          htmlData: { prorated: { heading: { headingColor: 'red; x' } } },
        }),
      ),
    ).toBeNull();
  });
});
