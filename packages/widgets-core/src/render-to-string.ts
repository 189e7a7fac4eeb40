import { declarationsText } from './css-vars';
import { escapeAttr } from './escape';
import { fontsHref } from './fonts';
import { type Catalogue, createI18n, type I18n } from './i18n/messages';
import { ROOT_CLASS } from './mount';
import type { RenderContext, WidgetRuntime } from './runtime';

/**
 * The widget as standalone markup, for the server (the preview answer's serveData) or any page
 * without a shadow root: the fonts-service `<link>` when a web font is used, the base stylesheet
 * in a `<style>`, then the markup in the same root element mount() uses, carrying the CSS
 * variables in its style attribute. No DOM is needed. Runtimes scope their CSS under their own
 * class, so the inline stylesheet styles only the widget. Without `i18n` it speaks English.
 */
export function renderToString<S, C extends Catalogue>(
  runtime: WidgetRuntime<S, C>,
  settings: S,
  context: Omit<RenderContext<C>, 'i18n'> & { i18n?: I18n<C> },
): string {
  const i18n = context.i18n ?? createI18n(runtime.messages);
  const ctx: RenderContext<C> = { ...context, i18n };
  const fonts = fontsHref(runtime.fonts(settings));
  const fontLink = fonts ? `<link rel="stylesheet" href="${escapeAttr(fonts)}">` : '';
  const vars = escapeAttr(declarationsText(runtime.vars(settings)));
  // A stylesheet cannot end its own <style> element unless it contains "</style"; ours never does,
  // but a runtime's css is code, so the check costs nothing and keeps the markup well formed.
  const css = runtime.css.replace(/<\/style/gi, '<\\/style');
  return `${fontLink}<style>${css}</style><div class="${ROOT_CLASS}" lang="${i18n.language}" dir="${i18n.dir}" style="${vars}">${runtime.render(settings, ctx)}</div>`;
}
