import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// DESIGN "Security rules" (headers): the dashboard gets a Content-Security-Policy that allows only
// what it loads (its own files, the API, reCAPTCHA v3, Stripe.js and its frames, the Google Fonts a
// widget preview uses) and may not be framed anywhere. The widget files and embed.js are fetched by
// customers' pages on other origins, so their routes answer `Cross-Origin-Resource-Policy:
// cross-origin` (CROSS_ORIGIN_RESOURCE) over helmet's same-origin default.

export const CROSS_ORIGIN_RESOURCE = 'cross-origin';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];
const FONT_STYLES = ['https://fonts.googleapis.com'];
const FONT_FILES = ['https://fonts.gstatic.com'];

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The dashboard's policy; the API origin is where it fetches data and the images the API serves. */
export function contentSecurityPolicy(apiUrl: string, https: boolean): Record<string, string[] | null> {
  const api = new URL(apiUrl).origin;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...RECAPTCHA, ...STRIPE_SCRIPTS],
    // Inline style attributes (React's style prop, colour swatches) and the <style> a widget
    // preview writes into its shadow root; no inline script is allowed.
    'style-src': ["'self'", "'unsafe-inline'", ...FONT_STYLES],
    'font-src': ["'self'", 'data:', ...FONT_FILES],
    // Widget previews show pictures from the sources they list (any https host) and the API's uploads.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', api],
    'connect-src': ["'self'", api, ...RECAPTCHA, ...STRIPE_API],
    'frame-src': [...RECAPTCHA_FRAMES, ...STRIPE_FRAMES],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Upgrading over plain http (npm start on localhost) would break every call to the local API.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { apiUrl, appUrl }: { apiUrl: string; appUrl: string },
): Promise<void> {
  const https = new URL(appUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(apiUrl, https) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only an https front end may pin browsers to https.
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    // Stripe's and Google's windows opened from the dashboard must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
