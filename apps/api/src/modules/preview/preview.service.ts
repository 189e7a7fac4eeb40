import { randomBytes } from 'node:crypto';
import {
  type PreviewResponse,
  type PreviewWidget,
  parseSettings,
  type SettingsByType,
  WIDGET_API_MESSAGES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { renderToString } from '@widgetry/widgets-core';
import { toFieldErrorsAt } from '../../lib/field-errors';
import { fieldErrors } from '../../lib/http-errors';

/** Unique per answer, so two previews in one document never share an element id. */
export function randomIdPrefix(): string {
  return `wg-${randomBytes(4).toString('hex')}-`;
}

/** Loads a type's runtime (widget-registry's loadWidgetModule); null while the type has none. */
export type WidgetModuleLoader = <T extends WidgetTypeName>(type: T) => Promise<WidgetModule<SettingsByType[T]> | null>;

export function createPreviewService({
  loadModule,
  idPrefix = randomIdPrefix,
}: {
  loadModule: WidgetModuleLoader;
  idPrefix?: () => string;
}) {
  /** The settings checked once against the type's contract, rendered by the same runtime customers' pages run. */
  async function render<T extends WidgetTypeName>(type: T, input: unknown): Promise<PreviewResponse> {
    const parsed = parseSettings(type, input ?? {});
    if (!parsed.success) throw fieldErrors(toFieldErrorsAt(['widget', 'htmlData', type], parsed.error.issues));
    const loaded = await loadModule(type);
    if (!loaded) return { data: { serveData: '' }, error: WIDGET_API_MESSAGES.previewUnavailable };
    return { data: { serveData: renderToString(loaded.runtime, parsed.data, { idPrefix: idPrefix() }) } };
  }

  return {
    /**
     * POST /widget/preview/ – the widget's markup as its runtime renders it (fields left out take
     * their defaults; a bad value is a 400).
     */
    preview(widget: PreviewWidget): Promise<PreviewResponse> {
      const type = widget.widgetType.name;
      return render(type, widget.htmlData[type]);
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
