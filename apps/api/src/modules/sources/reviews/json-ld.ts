import type { CheerioAPI } from 'cheerio';
import { asArray, httpUrl, isRecord } from './review-values';
import { parseJson } from './source-request';

/**
 * Every schema.org node in a page's JSON-LD scripts, whether a script holds one node, an array,
 * or an `@graph`; a script that is not JSON is skipped.
 */
export function jsonLdNodes($: CheerioAPI): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  $('script[type="application/ld+json"]').each((_index, script) => {
    const parsed = parseJson($(script).text());
    const top = Array.isArray(parsed) ? parsed : [parsed];
    for (const item of top) {
      if (!isRecord(item)) continue;
      const graph = asArray(item['@graph']);
      if (graph.length === 0) nodes.push(item);
      for (const node of graph) if (isRecord(node)) nodes.push(node);
    }
  });
  return nodes;
}

/** True when the node's `@type` (a string or a list) is one of `types`. */
export function hasType(node: Record<string, unknown>, types: readonly string[]): boolean {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.some((name) => typeof name === 'string' && types.includes(name));
}

/**
 * A value that is only a reference to another node of the page's graph (`{"@id": …}`) is that
 * node; anything else, or a reference to no node, is itself.
 */
export function followRef(nodes: readonly Record<string, unknown>[], value: unknown): unknown {
  if (!isRecord(value) || typeof value['@id'] !== 'string' || Object.keys(value).length > 1) return value;
  const id = value['@id'];
  return nodes.find((node) => node['@id'] === id) ?? value;
}

/** schema.org `image` or `logo`: an address, an ImageObject (or a reference to one), or a list of them. */
export function imageUrl(nodes: readonly Record<string, unknown>[], image: unknown, base?: string): string | null {
  const first = followRef(nodes, Array.isArray(image) ? asArray(image)[0] : image);
  return isRecord(first) ? (httpUrl(first.url, base) ?? httpUrl(first.contentUrl, base)) : httpUrl(first, base);
}
