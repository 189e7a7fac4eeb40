import { type RunningServer, serve } from '@widgetry/tooling/e2e';

/**
 * A customer's own site on an origin of its own (a free port on 127.0.0.1, opened under
 * CUSTOMER_HOST, where the product is on localhost): one page with the install snippet pasted
 * into it exactly as copied, in the site's language (`lang`, English unless said).
 */
export function serveCustomerPage(snippet: string, lang = 'en'): Promise<RunningServer> {
  return serve((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Maple Court Apartments</title></head>
<body><main><h1>Maple Court Apartments</h1><p>Work out your first month's rent:</p>
${snippet}
</main></body></html>`);
  });
}
