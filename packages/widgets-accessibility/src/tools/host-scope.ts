// Every rule the widget adds to the host page is scoped under one attribute on <html>, so the
// stylesheet changes nothing until a tool is on, and removing the attribute undoes everything.

/** The attribute on `<html>` holding the active tools' tokens, space separated. */
export const HOST_ATTR = 'data-wg-a11y';

/** The selector for `<html>` while the tool with this token is on. */
export function whenOn(token: string): string {
  return `html[${HOST_ATTR}~=${token}]`;
}

/** `selectors` (comma separated, relative to the page) prefixed with the tool's scope. */
export function scoped(token: string, selectors: string): string {
  const scope = whenOn(token);
  return selectors
    .split(',')
    .map((selector) => `${scope} ${selector.trim()}`)
    .join(',');
}
