import type { WidgetLanguage } from '@widgetry/contracts/constants';
import { fontsReady, loadFonts } from './fonts';
import { type Catalogue, createI18n } from './i18n/messages';
import type { RenderContext, WidgetBehaviour, WidgetRuntime } from './runtime';

/** The class of the element inside the shadow root that holds a widget's markup and variables. */
export const ROOT_CLASS = 'wg-root';

/**
 * How long content waits for its stylesheet before showing anyway: unstyled beats invisible if
 * the stylesheet request stalls.
 */
export const STYLESHEET_WAIT_MS = 3000;

export interface MountConfig<S> {
  runtime: WidgetRuntime<S>;
  settings: S;
  /** Source data for data widgets (RenderContext.data). */
  data?: unknown;
  /**
   * The type's stylesheet URL (`/styles/widget/TYPE.css?v=HASH`) on a customer's page: added as a
   * `<link>`, and the content stays hidden until it loads. When absent (editor preview, tests)
   * `runtime.css` is injected as a `<style>`.
   */
  stylesheetUrl?: string;
  /** Prefix for the markup's ids; by default one unique to this mount. */
  idPrefix?: string;
  /** RenderContext.settled: the data given is all there will be. */
  settled?: boolean;
  /** RenderContext.report: where the visitor's interactions go (a customer's page only). */
  report?: RenderContext['report'];
  /** The language the widget speaks (i18n/language.ts resolveLanguage); English when absent. */
  language?: WidgetLanguage;
  /** That language's catalogue, as loaded from the host; the runtime's English when absent. */
  translation?: Catalogue;
}

/** A widget mounted by {@link mount}. */
export interface MountedWidget<S> {
  /**
   * Re-renders in place for new settings: the shadow root and base stylesheet stay, values a
   * visitor changed are kept for inputs that still exist (same id), and focus stays where it was.
   * Inputs the visitor has not touched show what the new settings render (a new default value).
   */
  update(settings: S): void;
  /** Removes listeners, content and stylesheet; the (empty) shadow root stays, as it cannot be removed. */
  destroy(): void;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface FieldState {
  kind: string;
  value: string;
  checked: boolean;
}

let mounts = 0;

function fields(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('input[id],select[id],textarea[id]')];
}

function kindOf(field: Field): string {
  return `${field.tagName}:${field.type}`;
}

/**
 * Mounts a runtime into `el`: an open shadow root (reused, and emptied, when `el` already has
 * one), the base stylesheet, the rendered markup with its CSS variables, the fonts, then the
 * behaviour. Throws if `el` cannot host a shadow root or the runtime fails; nothing is left behind.
 */
export function mount<S>(el: HTMLElement, config: MountConfig<S>): MountedWidget<S> {
  const { runtime, stylesheetUrl } = config;
  const doc = el.ownerDocument;
  const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  shadow.replaceChildren();

  // The install snippet reserves an estimated height (an inline min-height) so nothing moves while
  // the widget loads; once its content shows, in the same task and so before that frame paints,
  // the content's own height takes over: a short list, or a carousel, leaves no blank below it.
  const release = () => el.style.removeProperty('min-height');
  const i18n = createI18n(runtime.messages, config.language, config.translation);
  const root = doc.createElement('div');
  root.className = ROOT_CLASS;
  // The widget's own language and direction, whatever the page's: a screen reader pronounces it
  // right, and an Arabic widget mirrors (the stylesheets use logical properties).
  root.lang = i18n.language;
  root.dir = i18n.dir;
  let behaviour: WidgetBehaviour<S> | undefined;
  let base: HTMLLinkElement | HTMLStyleElement;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  // What the content waits for before it shows: the stylesheet, then the fonts once requested.
  let pending = 1;
  let fontsArrived: (() => void) | undefined;
  // Destroyed, or failed to mount: nothing shows any more.
  let stopped = false;
  if (stylesheetUrl) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    // Unstyled markup would flash and then jump; show it once the styles apply, and the web fonts
    // it uses too (a font swapped in later changes the widget's height, moving the page below).
    root.hidden = true;
    const show = () => {
      clearTimeout(waiting);
      if (stopped || !root.hidden) return;
      root.hidden = false;
      release();
      behaviour?.shown?.();
    };
    const arrived = () => {
      pending -= 1;
      if (pending === 0) show();
    };
    link.addEventListener('load', arrived, { once: true });
    link.addEventListener('error', arrived, { once: true });
    fontsArrived = arrived;
    waiting = setTimeout(show, STYLESHEET_WAIT_MS);
    base = link;
  } else {
    base = doc.createElement('style');
    base.textContent = runtime.css;
  }

  mounts += 1;
  const ctx: RenderContext = {
    i18n,
    data: config.data,
    idPrefix: config.idPrefix ?? `wg${mounts}-`,
    settled: config.settled,
    report: config.report,
  };
  let applied: string[] = [];

  const paint = (settings: S) => {
    const declarations = runtime.vars(settings);
    for (const name of applied) {
      if (!Object.hasOwn(declarations, name)) root.style.removeProperty(name);
    }
    applied = Object.keys(declarations);
    for (const [name, value] of Object.entries(declarations)) root.style.setProperty(name, value);
    root.innerHTML = runtime.render(settings, ctx);
    loadFonts(runtime.fonts(settings), doc);
  };

  try {
    shadow.append(base, root);
    paint(config.settings);
    behaviour = runtime.attach?.(root, config.settings, ctx);
    if (!stylesheetUrl) release();
    const fonts = fontsArrived && fontsReady(runtime.fonts(config.settings), doc);
    if (fonts && fontsArrived) {
      pending += 1;
      void fonts.then(fontsArrived);
    }
  } catch (error) {
    stopped = true;
    clearTimeout(waiting);
    shadow.replaceChildren();
    throw error;
  }

  // Only what the visitor changed survives an update; an untouched input must follow the settings
  // (the editor changing a default value is the common case).
  const edited = new Set<string>();
  const markEdited = (event: Event) => {
    if (event.target instanceof Element && event.target.id) edited.add(event.target.id);
  };
  root.addEventListener('input', markEdited);
  root.addEventListener('change', markEdited);

  let destroyed = false;
  return {
    update(settings) {
      if (destroyed) return;
      const typed = new Map<string, FieldState>();
      for (const field of fields(root)) {
        if (!edited.has(field.id)) continue;
        typed.set(field.id, {
          kind: kindOf(field),
          value: field.value,
          checked: field instanceof HTMLInputElement && field.checked,
        });
      }
      const focused = shadow.activeElement?.id;
      paint(settings);
      for (const field of fields(root)) {
        const before = typed.get(field.id);
        if (!before || before.kind !== kindOf(field)) continue;
        field.value = before.value;
        if (field instanceof HTMLInputElement) field.checked = before.checked;
      }
      if (focused) {
        const again = [...root.querySelectorAll<HTMLElement>('[id]')].find((node) => node.id === focused);
        again?.focus();
      }
      behaviour?.update(settings);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopped = true;
      clearTimeout(waiting);
      root.removeEventListener('input', markEdited);
      root.removeEventListener('change', markEdited);
      behaviour?.destroy();
      shadow.replaceChildren();
    },
  };
}
