// The hosted pages' shared parts: one self-contained document (inline style, no script, nothing
// fetched), the card fields, and escaping. Every value put into the markup goes through
// escapeHtml, links only ever get http(s) addresses.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** "$x.xx", as the product shows prices (spec 003 §9). */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** An http(s) address for an href, or null for anything else (javascript:, data: …). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A link to `url` when it is a web address; otherwise nothing. */
export function renderLink(url: string, text: string, className = 'link'): string {
  const href = safeHref(url);
  return href === null ? '' : `<a class="${className}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

/** The refusal, announced to screen readers as soon as the page shows it. */
export function renderAlert(message: string | null): string {
  return message === null ? '' : `<p class="alert" role="alert">${escapeHtml(message)}</p>`;
}

/** The card fields; the typed expiry is kept after a refusal, the number and CVC never echoed. */
export function renderCardFields(values: { expiry: string }): string {
  return `
      <div class="field">
        <label for="cardNumber">Card number</label>
        <input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="40" required>
      </div>
      <div class="row">
        <div class="field">
          <label for="expiry">Expiry</label>
          <input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="16" value="${escapeHtml(values.expiry)}" required>
        </div>
        <div class="field">
          <label for="cvc">CVC</label>
          <input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="8" required>
        </div>
      </div>
      <p class="hint">Test mode: use 4242 4242 4242 4242, any future expiry and any three-digit CVC.</p>`;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; padding: 0 1rem; background: #f4f5f7; color: #1a1f36; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
  @media (max-width: 30rem) { body { padding: 0 0.5rem; } main { margin: 1rem auto; padding: 1.25rem; } }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  .badge { display: inline-block; margin: 0 0 1rem; padding: 0.125rem 0.5rem; border-radius: 0.25rem;
    background: #ffde92; color: #5c3b00; font-size: 0.75rem; font-weight: 600; text-transform: uppercase; }
  .price { font-size: 1.75rem; font-weight: 600; margin: 0.25rem 0 1rem; }
  .muted { color: #4f566b; overflow-wrap: anywhere; }
  /* min-width 0: an input's default width (about 20 characters) must not push the row past a phone's edge. */
  .field { display: flex; flex-direction: column; margin: 0 0 1rem; flex: 1; min-width: 0; }
  .row { display: flex; gap: 1rem; }
  label { font-weight: 600; margin-bottom: 0.25rem; }
  input { font: inherit; width: 100%; min-width: 0; padding: 0.625rem 0.75rem; border: 1px solid #8792a2; border-radius: 0.375rem; }
  input:focus, button:focus, a:focus { outline: 3px solid #635bff; outline-offset: 2px; }
  button { font: inherit; font-weight: 600; width: 100%; padding: 0.75rem; border: 0; border-radius: 0.375rem;
    background: #635bff; color: #fff; cursor: pointer; }
  .alert { padding: 0.75rem; border-radius: 0.375rem; background: #fde8e8; color: #8a1010; }
  .hint { font-size: 0.875rem; color: #4f566b; }
  .link { display: inline-block; margin-top: 1rem; color: #4b44d6; }
  .status { font-weight: 600; }
`;

/** A complete HTML document around `body`. */
export function renderDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <title>${escapeHtml(title)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <p class="badge">Test mode</p>
${body}
    </main>
  </body>
</html>
`;
}
