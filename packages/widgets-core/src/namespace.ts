// The one global Widgetry puts on a customer's page. The loader and the runtimes can arrive in
// any order (a runtime may even be cached and run first), so whichever runs first creates it.
import type { WidgetTypeName } from '@widgetry/contracts/constants';

/** What the loader passes to a runtime's mount: the settings come off the wire, unchecked. */
export interface EntryMountConfig {
  /** htmlData[type] as the API answered it. */
  settings: unknown;
  /** Source data for data widgets. */
  data?: unknown;
  /** The type's stylesheet on the front-end host (`…/styles/widget/TYPE.css?v=HASH`). */
  stylesheetUrl?: string;
  /** No more data will come (RenderContext.settled): the loader's answer is all a visitor's page gets. */
  settled?: boolean;
  /**
   * The address the loader read this widget from (`{api}/embed/{id}`, without a group query),
   * given only on a customer's page: the runtime reports its visitors' interactions to
   * `{embed}/events` (issue 30), and takes it to mean settled too. The editor's preview passes neither.
   */
  embed?: string;
}

/** A mounted widget, as the loader sees it. */
export interface MountedEntry {
  update(settings: unknown): void;
  destroy(): void;
}

/** What each runtime script registers under its type. */
export interface RuntimeEntry {
  mount(el: HTMLElement, config: EntryMountConfig): MountedEntry;
}

/** `window.Widgetry`. */
export interface WidgetryNamespace {
  /** The runtimes loaded so far, by widget type. */
  runtimes: Partial<Record<string, RuntimeEntry>>;
  /** Called by each runtime script when it runs. */
  register(type: WidgetTypeName, entry: RuntimeEntry): void;
  /** Set by the first embed.js to start, so a second copy of the snippet does not mount twice. */
  embed?: boolean;
}

declare global {
  interface Window {
    Widgetry?: WidgetryNamespace;
  }
}

/** `window.Widgetry`, created on first use; nothing else is ever made global. */
export function widgetry(win: Window = window): WidgetryNamespace {
  let ns = win.Widgetry;
  if (!ns) {
    const runtimes: WidgetryNamespace['runtimes'] = {};
    ns = {
      runtimes,
      register(type, entry) {
        runtimes[type] = entry;
      },
    };
    win.Widgetry = ns;
  }
  return ns;
}
