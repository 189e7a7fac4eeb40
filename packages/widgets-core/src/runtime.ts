import type { WidgetEventName } from '@widgetry/contracts';
import type { WidgetTypeName } from '@widgetry/contracts/constants';
import type { CssDeclarations } from './css-vars';
import type { Catalogue, I18n } from './i18n/messages';

/** What a render gets besides the settings. */
export interface RenderContext<C extends Catalogue = Catalogue> {
  /**
   * Every text a visitor reads that the owner did not type, and every number and date, in the
   * widget's language (issue 32): the runtime's English, or the catalogue the page loaded.
   */
  i18n: I18n<C>;
  /** Source data for data widgets (reviews, listings), as the API normalised it; absent for calculators. */
  data?: unknown;
  /**
   * Prefix for every id the markup uses (label `for`, `aria-describedby`), so several widgets on
   * one page, or several previews in one document, never share an id.
   */
  idPrefix: string;
  /**
   * No other data will come (a visitor's page: the embed answer is final), so absent data means
   * the source could not be read, not that it is on its way: a data widget says so instead of
   * showing its loading state for ever. The editor's previews leave it unset, as their data follows.
   */
  settled?: boolean;
  /**
   * Reports what the visitor just did, for the owner's insights (issue 30; the names are the
   * type's own, contracts' `*.events.ts`). Given on a customer's page only: the editor's preview
   * and the server leave it unset, so a behaviour calls `ctx.report?.(name)`.
   */
  report?: (name: WidgetEventName) => void;
}

/** The behaviour a runtime attaches to its rendered markup. */
export interface WidgetBehaviour<S> {
  /**
   * Called after the markup was re-rendered for new settings (inputs keep what the visitor
   * typed). Recompute whatever the settings change; listeners added to `root` are still there.
   */
  update(settings: S): void;
  /** Removes every listener, timer and observer the behaviour added. */
  destroy(): void;
  /**
   * Called when mount first shows the markup (its stylesheet has applied), in the same task and so
   * before the browser paints: what depends on layout (how many carousel slides fit) is set here,
   * so the first frame a visitor sees is already the final one and nothing moves after it.
   */
  shown?(): void;
}

/**
 * One widget type's runtime: pure rendering plus optional behaviour. The same object serves the
 * customer's page (via mount), the editor preview (via mount, CSS inline) and the server
 * (renderToString), so render must not touch the DOM or any global.
 *
 * `C` is the type's English catalogue, so its render's `ctx.i18n.t('key')` is checked. Without it
 * (mount, registerRuntime, WidgetModule: any type's runtime) the catalogue is left open: I18n<C>'s
 * key parameters make it invariant in C, so a typed runtime would not fit a `Catalogue` one.
 */
// biome-ignore lint/suspicious/noExplicitAny: the open default that lets every typed runtime fit (see above)
export interface WidgetRuntime<S, C extends Catalogue = any> {
  type: WidgetTypeName;
  /** The English catalogue; other languages are the same keys, loaded from the host (issue 32). */
  messages: C;
  /** The base stylesheet as a string, for the editor preview and server rendering. */
  css: string;
  /** The widget's markup for these settings: a pure string, no DOM, usable on the server. */
  render(settings: S, ctx: RenderContext<C>): string;
  /**
   * Settings-derived styling as CSS custom properties, built with cssVars() so every value is
   * re-validated; the base stylesheet reads them with fallbacks.
   */
  vars(settings: S): CssDeclarations;
  /**
   * Behaviour for the rendered markup (listeners, computing). `root` holds the markup and
   * survives updates, whose re-render replaces its content: listen on `root` (event delegation)
   * rather than on the elements inside it.
   */
  attach?(root: ShadowRoot | HTMLElement, settings: S, ctx: RenderContext<C>): WidgetBehaviour<S>;
  /** The font families these settings use; the FONTS ones are loaded from the fonts service. */
  fonts(settings: S): string[];
}
