import { escapeHtml } from './escape';

/**
 * Markup that is already safe: built by {@link html} or marked trusted with {@link raw}. Only
 * this type is inserted without escaping, so a runtime cannot forget to escape a setting.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/**
 * Marks markup the runtime wrote itself as trusted. Never pass it anything that holds a setting,
 * a source value or visitor input: build those with {@link html}, which escapes them.
 */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function interpolate(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/**
 * A template tag that escapes every interpolation (text and quoted attribute values alike);
 * nested `html` results, arrays of them and {@link raw} markup go in as they are; `null`,
 * `undefined` and `false` render nothing, so `${cond && html`…`}` works.
 * Always quote attribute values, and pass URLs through safeUrl first: escaping keeps a value
 * inside its attribute but does not make a `javascript:` link harmless.
 * @example html`<h2 class="title">${settings.heading}</h2>`
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) {
    out += interpolate(values[i]) + (strings[i + 1] ?? '');
  }
  return new SafeHtml(out);
}
