// How a runtime on a customer's page gets its catalogue (issue 32). The runtime fetches it rather
// than embed.js, whose budget has no room: the catalogue sits on the same host as the stylesheet
// the loader named, under the same version (`?v=`), and is cached immutably like it.
import { isCatalogue } from './catalogue-check';
import { cataloguePath } from './language';
import type { Catalogue } from './messages';

/** `…/styles/widget/TYPE.css?v=H` → `…/scripts/i18n/TYPE/LANG.json?v=H`, relative to `base`. */
export function catalogueUrl(stylesheetUrl: string, type: string, language: string, base?: string): string {
  const url = new URL(stylesheetUrl, base);
  url.pathname = url.pathname.replace(/styles\/widget\/[^/]*$/, cataloguePath(type, language));
  return url.href;
}

const loading = new Map<string, Promise<Catalogue | undefined>>();

/** The catalogue at `url`, fetched once per page; undefined when it does not arrive or is not one. */
export function loadCatalogue(url: string): Promise<Catalogue | undefined> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => (isCatalogue(body) ? body : undefined))
      .catch(() => undefined);
    loading.set(url, pending);
  }
  return pending;
}
