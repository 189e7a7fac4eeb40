import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from './host';

// Issue 9 point 7 (front-end host): a CSP fitting the dashboard, no framing, a referrer policy,
// HSTS only over https; the widget files and embed.js stay readable from other origins.

const FILES: Record<string, string> = {
  'dashboard/index.html': '<!doctype html><html><head><script src="/app-config.js"></script></head></html>',
  'dashboard/assets/index-abc.js': 'console.log(1)',
  'widgets/embed.js': '(()=>{start(__WIDGETRY_EMBED_CONFIG__)})();',
  'widgets/scripts/widget/yelp.js': '/* yelp */',
  'widgets/styles/widget/yelp.css': '.yelp{}',
};

let fixtureDir: string;
const hosts: FastifyInstance[] = [];

async function host(appUrl: string): Promise<FastifyInstance> {
  const app = await buildHost({
    dashboardDir: join(fixtureDir, 'dashboard'),
    widgetsDir: join(fixtureDir, 'widgets'),
    config: { apiUrl: 'http://localhost:3080', recaptchaSiteKey: 'site-key', stripePublishableKey: 'pk_test_1' },
    appUrl,
  });
  hosts.push(app);
  return app;
}

beforeAll(() => {
  fixtureDir = mkdtempSync(join(tmpdir(), 'widgetry-host-headers-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(fixtureDir, path)), { recursive: true });
    writeFileSync(join(fixtureDir, path), content);
  }
});

afterAll(async () => {
  for (const app of hosts) await app.close();
  rmSync(fixtureDir, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const html = { accept: 'text/html' };

describe('front-end host security headers', () => {
  it('gives the dashboard pages a CSP that fits it and forbids framing', async () => {
    const app = await host('http://localhost:3000');
    for (const url of ['/', '/home', '/editor?widgetType=yelp']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // /app-config.js and the bundles are same-origin scripts; no inline script is allowed.
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://www.google.com/recaptcha/']));
      expect(csp.get('script-src')).toContain('https://js.stripe.com');
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('connect-src')).toContain('http://localhost:3080');
      expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com']));
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // Over plain http an upgrade would send the local API calls to https.
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only when APP_URL is https', async () => {
    const app = await host('https://app.example.com');
    const response = await app.inject({ url: '/', headers: html });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it("keeps the widget files and embed.js readable from customers' pages", async () => {
    const app = await host('http://localhost:3000');
    for (const url of ['/embed.js', '/scripts/widget/yelp.js', '/styles/widget/yelp.css']) {
      const response = await app.inject({ url, headers: { origin: 'https://customer.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // The dashboard's own bundles stay same-origin.
    const bundle = await app.inject({ url: '/assets/index-abc.js' });
    expect(bundle.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
