import { randomBytes } from 'node:crypto';
import {
  type PreviewResponse,
  type PreviewWidget,
  parseHtmlData,
  type SettingsByType,
  WIDGET_API_MESSAGES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { type RenderContext, renderToString } from '@widgetry/widgets-core';
import { toFieldErrorsAt } from '../../lib/field-errors';
import { fieldErrors } from '../../lib/http-errors';
import type { PreviewRuntimes } from './runtimes';

/** Unique per answer, so two previews in one document never share an element id. */
export function randomIdPrefix(): string {
  return `wg-${randomBytes(4).toString('hex')}-`;
}

function render<T extends WidgetTypeName>(
  runtimes: PreviewRuntimes,
  type: T,
  htmlData: Partial<SettingsByType>,
  ctx: RenderContext,
): string | null {
  const runtime = runtimes[type];
  const settings = htmlData[type];
  if (runtime === undefined || settings === undefined) return null;
  return renderToString(runtime, settings, ctx);
}

export function createPreviewService({
  runtimes,
  idPrefix = randomIdPrefix,
}: {
  runtimes: PreviewRuntimes;
  idPrefix?: () => string;
}) {
  return {
    /**
     * POST /widget/preview/ – the widget's markup as its runtime renders it, from settings checked
     * against the type's contract (fields left out take their defaults; a bad value is a 400).
     */
    preview(widget: PreviewWidget): PreviewResponse {
      const type = widget.widgetType.name;
      const parsed = parseHtmlData(type, widget.htmlData);
      if (!parsed.success) throw fieldErrors(toFieldErrorsAt(['widget', 'htmlData'], parsed.error.issues));
      const serveData = render(runtimes, type, parsed.data, { idPrefix: idPrefix() });
      if (serveData === null) return { data: { serveData: '' }, error: WIDGET_API_MESSAGES.previewUnavailable };
      return { data: { serveData } };
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
