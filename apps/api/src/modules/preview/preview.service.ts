import { randomBytes } from 'node:crypto';
import {
  type PreviewResponse,
  type PreviewWidget,
  parseSettings,
  type SettingsByType,
  WIDGET_API_MESSAGES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import type { I18n, WidgetModule } from '@widgetry/widgets-core';
import { createI18n, renderToString, supportedLanguage } from '@widgetry/widgets-core';
import { toFieldErrorsAt } from '../../lib/field-errors';
import { fieldErrors } from '../../lib/http-errors';

/** Unique per answer, so two previews in one document never share an element id. */
export function randomIdPrefix(): string {
  return `wg-${randomBytes(4).toString('hex')}-`;
}

/** Loads a type's runtime (widget-registry's loadWidgetModule); null while the type has none. */
export type WidgetModuleLoader = <T extends WidgetTypeName>(type: T) => Promise<WidgetModule<SettingsByType[T]> | null>;

/** Source data for the data widgets' previews (the sources module); absent, previews render without. */
export interface PreviewSourceData {
  forPreview(
    type: WidgetTypeName,
    settings: unknown,
    flags: PreviewFlags,
  ): Promise<{ data: unknown; error?: string } | null>;
  /** The settings as served: stored ones plus operator defaults (the default maps key of a listing widget). */
  servedSettings<S>(type: WidgetTypeName, settings: S): S;
}

export type PreviewFlags = Pick<PreviewWidget, 'isUrlChanged' | 'isReviewCountChanged' | 'isReloadRequired'>;

/**
 * The language a server-rendered preview speaks (issue 32): the one the owner chose. `auto` has no
 * page to follow here, so it renders in English, as a page in English would show it.
 */
async function previewI18n<S>(module: WidgetModule<S>, setting: unknown): Promise<I18n> {
  const language = setting === 'auto' ? undefined : supportedLanguage(setting);
  if (!language || language === 'en') return createI18n(module.runtime.messages);
  const translations = await module.translations();
  return createI18n(module.runtime.messages, language, translations[language]);
}

export function createPreviewService({
  loadModule,
  sourceData,
  idPrefix = randomIdPrefix,
}: {
  loadModule: WidgetModuleLoader;
  sourceData?: PreviewSourceData;
  idPrefix?: () => string;
}) {
  /** The settings checked once against the type's contract, rendered by the same runtime customers' pages run. */
  async function render<T extends WidgetTypeName>(
    type: T,
    input: unknown,
    flags: PreviewFlags,
  ): Promise<PreviewResponse> {
    const parsed = parseSettings(type, input ?? {});
    if (!parsed.success) throw fieldErrors(toFieldErrorsAt(['widget', 'htmlData', type], parsed.error.issues));
    const loaded = await loadModule(type);
    if (!loaded) return { data: { serveData: '' }, error: WIDGET_API_MESSAGES.previewUnavailable };
    const source = (await sourceData?.forPreview(type, parsed.data, flags)) ?? null;
    const settings = sourceData ? sourceData.servedSettings(type, parsed.data) : parsed.data;
    const i18n = await previewI18n(loaded, parsed.data.language);
    if (source === null) {
      return { data: { serveData: renderToString(loaded.runtime, settings, { idPrefix: idPrefix(), i18n }) } };
    }
    const serveData = renderToString(loaded.runtime, settings, { idPrefix: idPrefix(), data: source.data, i18n });
    const data = { serveData, sourceData: source.data };
    return source.error === undefined ? { data } : { data, error: source.error };
  }

  return {
    /**
     * POST /widget/preview/ – the widget's markup as its runtime renders it (fields left out take
     * their defaults; a bad value is a 400). A data widget reads its source when the editor's
     * flags ask for it (spec 001 §4) and says in `error` why its data is old or missing.
     */
    preview(widget: PreviewWidget): Promise<PreviewResponse> {
      const type = widget.widgetType.name;
      return render(type, widget.htmlData[type], widget);
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
