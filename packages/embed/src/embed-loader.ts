// embed.js, the loader pasted on customers' sites (DESIGN "Data flow" 4). It must never break the
// host page: every failure is caught, logged as one warning for that widget, and the page is
// left as it was. It adds one global at most (window.Widgetry, shared with the runtimes).
import { widgetry } from '@widgetry/widgets-core/namespace';
import type { EmbedConfig } from './embed-config';

export type { EmbedConfig } from './embed-config';

/** What GET /embed/:id answers. */
export interface EmbedAnswer {
  type: string;
  /** `{ [type]: settings }` */
  htmlData: Record<string, unknown>;
  data?: unknown;
}

/** Spec 002 §7/§9: a runtime script that has not loaded after 5 s counts as failed. */
export const SCRIPT_TIMEOUT_MS = 5000;
/** The same patience for the configuration request. */
export const FETCH_TIMEOUT_MS = 5000;

const SELECTOR = '[data-widgetry-id]';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Origin of the loader's own URL, where the runtime files live; the config's `app` otherwise. */
export function frontEndOrigin(script: Element | null, config: EmbedConfig): string {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  return src ? new URL(src).origin : (config.app ?? '');
}

/**
 * Mounts every `[data-widgetry-id]` element of `doc`, now and whenever one is added later (single
 * page apps), each exactly once. A second embed.js on the same page does nothing.
 * @returns a function that stops watching for new elements
 */
export function startEmbed(config: EmbedConfig, origin: string, doc: Document = document): () => void {
  const ns = widgetry(doc.defaultView ?? window);
  if (ns.embed) return () => {};
  ns.embed = true;

  const seen = new WeakSet<Element>();
  const scripts = new Map<string, Promise<void>>();

  // Only a type the host built a file for (config.v, written by the host from the files it serves)
  // is ever put into a URL, whatever the page or the API says.
  const knownType = (value: unknown): string | undefined =>
    typeof value === 'string' && Object.hasOwn(config.v, value) ? value : undefined;
  const fileUrl = (folder: string, type: string, ext: string) =>
    `${origin}/${folder}/widget/${type}.${ext}?v=${encodeURIComponent(config.v[type] ?? '')}`;

  /** The type's runtime script, loaded once per page however many widgets use it. */
  const loadRuntime = (type: string): Promise<void> => {
    let loading = scripts.get(type);
    if (!loading) {
      loading = new Promise<void>((resolve, reject) => {
        if (ns.runtimes[type]) return resolve();
        const script = doc.createElement('script');
        const finish = () => {
          clearTimeout(timer);
          if (ns.runtimes[type]) return resolve();
          script.remove();
          reject(new Error(`${type}.js did not load`));
        };
        const timer = setTimeout(finish, SCRIPT_TIMEOUT_MS);
        script.async = true;
        script.src = fileUrl('scripts', type, 'js');
        script.onload = script.onerror = finish;
        doc.head.append(script);
      });
      // Started early from data-type; the widget that needs it awaits it and reports a failure.
      loading.catch(() => {});
      scripts.set(type, loading);
    }
    return loading;
  };

  const show = async (el: HTMLElement) => {
    const id = el.getAttribute('data-widgetry-id') ?? '';
    try {
      // The snippet names the type, so its script can load while the configuration is fetched.
      const hinted = knownType(el.getAttribute('data-type'));
      if (hinted) loadRuntime(hinted);
      const response = await fetch(`${config.api}/embed/${encodeURIComponent(id)}`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`configuration answered ${response.status}`);
      const answer: unknown = await response.json();
      const type = isRecord(answer) ? knownType(answer.type) : undefined;
      if (!type || !isRecord(answer)) throw new Error('unknown widget type');
      const settings = isRecord(answer.htmlData) ? answer.htmlData[type] : undefined;
      if (!isRecord(settings)) throw new Error('no settings');
      await loadRuntime(type);
      const runtime = ns.runtimes[type];
      if (!runtime) throw new Error(`${type} runtime missing`);
      runtime.mount(el, { settings, data: answer.data, stylesheetUrl: fileUrl('styles', type, 'css') });
    } catch (error) {
      console.warn(`[widgetry] widget "${id}" not shown: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const visit = (el: Element) => {
    if (!(el instanceof HTMLElement) || seen.has(el)) return;
    seen.add(el);
    void show(el);
  };
  const scan = (node: Node) => {
    if (!(node instanceof Element || node instanceof Document)) return;
    if (node instanceof Element && node.matches(SELECTOR)) visit(node);
    for (const el of node.querySelectorAll(SELECTOR)) visit(el);
  };

  scan(doc);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // An existing element that gains the attribute; for added nodes only the new subtree is read.
      if (record.target instanceof Element && record.type === 'attributes') visit(record.target);
      for (const node of record.addedNodes) scan(node);
    }
  });
  observer.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-widgetry-id'],
  });
  return () => observer.disconnect();
}
