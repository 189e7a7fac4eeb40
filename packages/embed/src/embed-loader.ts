// embed.js, the loader pasted on customers' sites (DESIGN "Data flow" 4). It must never break the
// host page: every failure is caught, logged as one warning for that widget, and the page is
// left as it was. It adds one global at most (window.Widgetry, shared with the runtimes).
import { widgetry } from '@widgetry/widgets-core/namespace';
import type { EmbedConfig } from './embed-config';

export type { EmbedConfig } from './embed-config';

/**
 * What GET /embed/:id answers: contracts' EmbedResponse as the loader reads it. Written out here
 * rather than imported so the npm types carry no zod; embed-loader.test.ts checks that the
 * contract's answer fits it. (The API's SerialisedEmbedAnswer is that answer serialised.)
 */
export interface EmbedResponse {
  type: string;
  /** `{ [type]: settings }` */
  htmlData: Record<string, unknown>;
  data?: unknown;
  /** The type's shared library, /scripts/lib/{lib}.js, loaded before its runtime. */
  lib?: string;
}

/** Spec 002 §8: what is logged for a file that does not load. */
export const MISSING = {
  main: 'Main file does not exist',
  lib: 'Lib file does not exist',
  data: 'Data file does not exist',
} as const;

/** Spec 002 §7/§9: a runtime script that has not loaded after 5 s counts as failed. */
export const SCRIPT_TIMEOUT_MS = 5000;
/** The same patience for the configuration request. */
export const FETCH_TIMEOUT_MS = 5000;

const SELECTOR = '[data-widgetry-id]';
/**
 * How far outside the visitor's view a widget starts loading: one view height above and below, so
 * a widget scrolled towards has its request, script and first render done before it arrives.
 */
export const NEAR_VIEWPORT = '100% 0px';
// A library name is one path segment: it never leaves /scripts/lib/.
const LIB = /^[\w][\w.-]*$/;

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
 * @returns a function that stops watching for new elements (and for those not yet near the view)
 */
export function startEmbed(config: EmbedConfig, origin: string, doc: Document = document): () => void {
  const ns = widgetry(doc.defaultView ?? window);
  if (ns.embed) return () => {};
  ns.embed = true;

  const seen = new WeakSet<Element>();
  const libsReported = new Set<string>();
  // Keyed by URL path: a runtime and a library load once per page each.
  const scripts = new Map<string, Promise<void>>();

  // Only a type the host built a file for (config.v, written by the host from the files it serves)
  // is ever put into a URL, whatever the page or the API says.
  const knownType = (value: unknown): string | undefined =>
    typeof value === 'string' && Object.hasOwn(config.v, value) ? value : undefined;
  // A library is versioned with the type that asked for it (the host hashes runtimes only).
  const fileUrl = (path: string, type: string) => `${origin}/${path}?v=${encodeURIComponent(config.v[type] ?? '')}`;

  /**
   * A script, loaded once per page however many widgets use it; `ready` (a runtime: registered)
   * says whether it did what it is for, else loading is enough. Rejects with the spec's message
   * for its kind after a load error or the time-out.
   */
  const load = (path: string, type: string, missing: string, ready?: () => boolean): Promise<void> => {
    let loading = scripts.get(path);
    if (!loading) {
      loading = new Promise<void>((resolve, reject) => {
        if (ready?.()) return resolve();
        const script = doc.createElement('script');
        let loaded = false;
        const finish = () => {
          clearTimeout(timer);
          if (loaded && (!ready || ready())) return resolve();
          script.remove();
          reject(new Error(missing));
        };
        const timer = setTimeout(finish, SCRIPT_TIMEOUT_MS);
        script.async = true;
        script.src = fileUrl(path, type);
        script.onload = () => {
          loaded = true;
          finish();
        };
        script.onerror = finish;
        doc.head.append(script);
      });
      // Started early from data-type; the widget that needs it awaits it and reports a failure.
      loading.catch(() => {});
      scripts.set(path, loading);
    }
    return loading;
  };
  const loadRuntime = (type: string) =>
    load(`scripts/widget/${type}.js`, type, MISSING.main, () => !!ns.runtimes[type]);

  const show = async (el: HTMLElement) => {
    const id = el.getAttribute('data-widgetry-id') ?? '';
    try {
      // The snippet names the type, so its script can load while the configuration is fetched.
      const hinted = knownType(el.getAttribute('data-type'));
      if (hinted) loadRuntime(hinted);
      // A listing widget's group snippet asks for its group; the plain one gets every listing.
      const group = el.getAttribute('data-group');
      const query = group ? `?group=${encodeURIComponent(group)}` : '';
      const embed = `${config.api}/embed/${encodeURIComponent(id)}`;
      const response = await fetch(embed + query, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      }).catch(() => null);
      // 403: paused, or not allowed on this site; the API says which.
      if (response?.status === 403) throw new Error(String((await response.json().catch(() => ({}))).error));
      if (!response?.ok) throw new Error(MISSING.data);
      const answer: unknown = await response.json();
      const type = isRecord(answer) ? knownType(answer.type) : undefined;
      if (!type || !isRecord(answer)) throw new Error('unknown widget type');
      const settings = isRecord(answer.htmlData) ? answer.htmlData[type] : undefined;
      if (!isRecord(settings)) throw new Error('no settings');
      const lib = answer.lib;
      if (typeof lib === 'string' && LIB.test(lib)) {
        // The widget goes on without its library (spec 002 §8); the line is logged once per page.
        await load(`scripts/lib/${lib}.js`, type, MISSING.lib).catch((error: Error) => {
          if (!libsReported.has(lib)) console.warn(`[widgetry] ${error.message}: ${lib}`);
          libsReported.add(lib);
        });
      }
      await loadRuntime(type);
      const runtime = ns.runtimes[type];
      if (!runtime) throw new Error(`${type} runtime missing`);
      // embed: the widget's own address on the API, under which the runtime reports its visitors'
      // interactions (issue 30, /embed/:id/events); given only here, on a visitor's page, it also
      // tells the runtime the answer's data is all this page gets (settled): one value, not two.
      runtime.mount(el, {
        settings,
        data: answer.data,
        stylesheetUrl: fileUrl(`styles/widget/${type}.css`, type),
        embed,
      });
    } catch (error) {
      // Nothing will show: the snippet's reserved height would stay a blank on the page.
      el.style.minHeight = '';
      console.warn(`[widgetry] widget "${id}" not shown: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  // A widget is fetched, loaded and mounted only once it comes within NEAR_VIEWPORT of the
  // visitor's view (issue 28): one placed far down a long page costs the page nothing until the
  // visitor scrolls towards it. The snippet's reserved height holds its place meanwhile, so
  // nothing moves. Without IntersectionObserver every widget shows at once, as before.
  const win = doc.defaultView;
  const near =
    win && 'IntersectionObserver' in win
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
              near?.unobserve(entry.target);
              void show(entry.target);
            }
          },
          { rootMargin: NEAR_VIEWPORT },
        )
      : undefined;
  const visit = (el: Element) => {
    if (!(el instanceof HTMLElement) || seen.has(el)) return;
    seen.add(el);
    if (near) near.observe(el);
    else void show(el);
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
  return () => {
    observer.disconnect();
    near?.disconnect();
  };
}
