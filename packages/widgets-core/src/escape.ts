// Every text a widget shows comes from a site owner's settings or a third-party source and lands
// on a customer's page, so nothing reaches markup unescaped (DESIGN "Security rules").

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/**
 * Escapes text for an element's content. Quotes are escaped too, so the same output is also
 * safe inside a quoted attribute; `null` and `undefined` become the empty string.
 */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"'`]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Escapes text for a quoted attribute value (`title="…"`). The same escaping as escapeHtml; a
 * separate name so a reader sees which context a value goes into. Never use it for an unquoted
 * attribute, an event handler or a URL: a URL goes through {@link safeUrl} first.
 */
export function escapeAttr(value: unknown): string {
  return escapeHtml(value);
}

/** The schemes a visitor-facing link may use (DESIGN "Security rules"). */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * The URL, normalised, if it is absolute and its scheme is one of `allowed`, else ''. The scheme
 * is read by the same URL parser browsers use, so tricks such as "java\nscript:" or upper case
 * are seen as the browser would see them, and the normalised form is returned so what was checked
 * is what gets written. Relative URLs are refused: a widget runs on a customer's page, where a
 * relative link would point at the customer's own site. Still escape the result for markup.
 */
export function safeUrl(url: unknown, allowed: readonly string[] = LINK_PROTOCOLS): string {
  if (typeof url !== 'string' || url.trim() === '') return '';
  try {
    const parsed = new URL(url.trim());
    return allowed.includes(parsed.protocol) ? parsed.href : '';
  } catch {
    return '';
  }
}
