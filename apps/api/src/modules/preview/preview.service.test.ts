import { defaultHtmlData, previewWidgetSchema, WIDGET_API_MESSAGES } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { proratedRuntime } from '@widgetry/widgets-prorated';
import { describe, expect, it } from 'vitest';
import { createPreviewService, randomIdPrefix } from './preview.service';
import { PREVIEW_RUNTIMES } from './runtimes';

const service = createPreviewService({ runtimes: PREVIEW_RUNTIMES, idPrefix: () => 'p-' });
const widget = (input: unknown) => previewWidgetSchema.parse(input);

describe('preview service', () => {
  it('answers exactly what the runtime renders in the browser, from defaults-filled settings', () => {
    const answer = service.preview(
      widget({ widgetType: { name: 'prorated' }, htmlData: { prorated: { heading: { proratedHeading: 'Hi' } } } }),
    );
    const settings = defaultHtmlData('prorated').prorated;
    settings.heading.proratedHeading = 'Hi';
    expect(answer).toEqual({ data: { serveData: renderToString(proratedRuntime, settings, { idPrefix: 'p-' }) } });
  });

  it('says a type without a runtime cannot be previewed yet', () => {
    expect(service.preview(widget({ widgetType: { name: 'trustpilot' } }))).toEqual({
      data: { serveData: '' },
      error: WIDGET_API_MESSAGES.previewUnavailable,
    });
  });

  it('gives every answer its own id prefix', () => {
    expect(randomIdPrefix()).toMatch(/^wg-[0-9a-f]{8}-$/);
    expect(randomIdPrefix()).not.toBe(randomIdPrefix());
  });
});
