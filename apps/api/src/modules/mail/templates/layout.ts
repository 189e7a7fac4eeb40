// The shared frame of every mail. Everything interpolated into HTML goes through escapeHtml:
// a display name is user input and must never become markup in someone's mail client.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface MailBody {
  /** Plain sentences; each becomes a paragraph (escaped in HTML). */
  paragraphs: string[];
  /** A button to a link; a mail with a code to type has none. */
  action?: { label: string; url: string };
  /** A code the reader types somewhere, shown large under the paragraphs. */
  code?: string;
  /** Smaller print under the button. */
  footnote: string;
}

export interface RenderedMail {
  text: string;
  html: string;
}

export function renderMail(greetingName: string, body: MailBody): RenderedMail {
  const greeting = `Hi ${greetingName},`;
  const text = [
    greeting,
    ...body.paragraphs,
    ...(body.code === undefined ? [] : [body.code]),
    ...(body.action === undefined ? [] : [`${body.action.label}: ${body.action.url}`]),
    body.footnote,
    '— Widgetry',
  ].join('\n\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const code =
    body.code === undefined
      ? ''
      : `<p style="margin:24px 0;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(body.code)}</p>\n`;
  let action = '';
  if (body.action !== undefined) {
    const url = escapeHtml(body.action.url);
    action = `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#2563eb;word-break:break-all">${url}</a></p>
`;
  }
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${paragraph(greeting)}
${body.paragraphs.map(paragraph).join('\n')}
${code}${action}<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(body.footnote)}</p>
</div>
</body>
</html>
`;
  return { text, html };
}
