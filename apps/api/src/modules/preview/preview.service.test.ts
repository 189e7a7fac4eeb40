import { defaultHtmlData, previewWidgetSchema, WIDGET_API_MESSAGES } from '@widgetry/contracts';
import { loadWidgetModule } from '@widgetry/widget-registry';
import { renderToString } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { createPreviewService, randomIdPrefix } from './preview.service';

const service = createPreviewService({ loadModule: loadWidgetModule, idPrefix: () => 'p-' });
const widget = (input: unknown) => previewWidgetSchema.parse(input);

describe('preview service', () => {
  it('answers exactly what the runtime renders in the browser, from defaults-filled settings', async () => {
    const answer = await service.preview(
      widget({ widgetType: { name: 'prorated' }, htmlData: { prorated: { heading: { proratedHeading: 'Hi' } } } }),
    );
    const prorated = await loadWidgetModule('prorated');
    if (!prorated) throw new Error('the prorated runtime is registered');
    const settings = defaultHtmlData('prorated').prorated;
    settings.heading.proratedHeading = 'Hi';
    expect(answer).toEqual({ data: { serveData: renderToString(prorated.runtime, settings, { idPrefix: 'p-' }) } });
  });

  it('previews a review widget with its runtime, empty until source data is passed to it', async () => {
    const answer = await service.preview(
      widget({ widgetType: { name: 'yelp' }, htmlData: { yelp: { businessId: 'cafe', companyName: 'Cafe' } } }),
    );
    expect(answer.error).toBeUndefined();
    expect(answer.data.serveData).toContain('<h2 class="wg-rv-name">Cafe</h2>');
    expect(answer.data.serveData).toContain('No reviews to show yet.');
    expect(answer.data.serveData).toContain('href="https://www.yelp.com/writeareview/biz/cafe"');
  });

  it('renders in the language the owner chose; auto, with no page to follow, in English (issue 32)', async () => {
    const yelp = (language: string) =>
      service.preview(
        widget({
          widgetType: { name: 'yelp' },
          htmlData: { yelp: { businessId: 'cafe', companyName: 'Cafe', language } },
        }),
      );
    const spanish = (await yelp('es')).data.serveData;
    expect(spanish).toContain('lang="es" dir="ltr"');
    expect(spanish).toContain('Todavía no hay reseñas para mostrar.');
    expect(spanish).not.toContain('No reviews to show yet.');
    const arabic = (await yelp('ar')).data.serveData;
    expect(arabic).toContain('lang="ar" dir="rtl"');
    expect(arabic).toContain('لا توجد مراجعات لعرضها بعد.');
    const automatic = (await yelp('auto')).data.serveData;
    expect(automatic).toContain('lang="en" dir="ltr"');
    expect(automatic).toContain('No reviews to show yet.');
  });

  it('says a type whose runtime is not registered cannot be previewed yet', async () => {
    // Every type has a runtime today; a new type starts without one (its definition's load: null).
    const withoutRuntimes = createPreviewService({ loadModule: async () => null });
    expect(await withoutRuntimes.preview(widget({ widgetType: { name: 'appfolio' } }))).toEqual({
      data: { serveData: '' },
      error: WIDGET_API_MESSAGES.previewUnavailable,
    });
  });

  it('gives every answer its own id prefix', () => {
    expect(randomIdPrefix()).toMatch(/^wg-[0-9a-f]{8}-$/);
    expect(randomIdPrefix()).not.toBe(randomIdPrefix());
  });
});
