import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, loadConfig, trustProxyOption } from './config';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = loadConfig({}, repoRoot);
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      apiPort: 3080,
      webPort: 3000,
      apiUrl: 'http://localhost:3080',
      appUrl: 'http://localhost:3000',
      dataDir: path.join(repoRoot, '.data'),
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
  });

  it('reads every variable of the DESIGN table', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_PORT: '4000',
      WEB_PORT: '4001',
      API_URL: 'https://api.example.com/',
      APP_URL: 'https://app.example.com',
      DATA_DIR: '/var/lib/widgetry',
      DATABASE_URL: 'postgres://u:p@db:5432/widgetry',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Widgetry <hello@example.com>',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Sup3r$ecret',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      YELP_API_KEY: 'yelp',
      TRIPADVISOR_API_KEY: 'ta',
      TRUSTPILOT_API_KEY: 'tp',
      GOOGLE_MAPS_API_KEY: 'maps',
    });
    expect(config).toMatchObject({
      env: 'production',
      apiPort: 4000,
      webPort: 4001,
      apiUrl: 'https://api.example.com',
      appUrl: 'https://app.example.com',
      dataDir: '/var/lib/widgetry',
      databaseUrl: 'postgres://u:p@db:5432/widgetry',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Widgetry <hello@example.com>',
      adminEmail: 'boss@example.com',
      adminPassword: 'Sup3r$ecret',
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', publishableKey: 'pk_test_1' },
      recaptcha: {
        siteKey: 'site',
        secret: 'secret',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        minScore: 0.5,
      },
      reviewApiKeys: { yelp: 'yelp', tripadvisor: 'ta', trustpilot: 'tp' },
      googleMapsApiKey: 'maps',
    });
  });

  it("checks the default maps key like a widget's own key, without echoing it", () => {
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: ' AIzaSy-b_c123 ' }).googleMapsApiKey).toBe('AIzaSy-b_c123');
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: '' }).googleMapsApiKey).toBeUndefined();
    let message = '';
    try {
      loadConfig({ GOOGLE_MAPS_API_KEY: 'AIza"><script>' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain(
      'GOOGLE_MAPS_API_KEY must be a Google Maps API key: letters, digits, - and _ (at most 100)',
    );
    expect(message).not.toContain('<script>');
  });

  it('derives the public URLs from the ports when they are not set', () => {
    const config = loadConfig({ API_PORT: '3999', WEB_PORT: '3998' });
    expect(config.apiUrl).toBe('http://localhost:3999');
    expect(config.appUrl).toBe('http://localhost:3998');
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ API_PORT: '', DATABASE_URL: '  ', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    expect(config.apiPort).toBe(3080);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'data' }, '/srv/app').dataDir).toBe('/srv/app/data');
  });

  it('names a bad port and shows the value', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(
      'Invalid configuration: API_PORT must be a port number (1-65535), got "abc"',
    );
    expect(() => loadConfig({ WEB_PORT: '70000' })).toThrow('WEB_PORT must be a port number (1-65535), got "70000"');
  });

  it('lists every bad variable in one message', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', APP_URL: 'localhost:3000', ADMIN_EMAIL: 'not-an-email' })).toThrow(
      /NODE_ENV must be one of development, test, production, got "staging".*APP_URL must be an http\(s\) URL.*got "localhost:3000".*ADMIN_EMAIL must be an email address/,
    );
  });

  it('never echoes a secret value', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x', JWT_SECRET: 'short-hunter2' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
    expect(message).toContain('JWT_SECRET must be at least 32 characters long');
    expect(message).not.toContain('hunter2');
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(
      'ADMIN_PASSWORD must be set together with ADMIN_EMAIL',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Sup3r$ecret' })).toThrow(
      'ADMIN_EMAIL must be set together with ADMIN_PASSWORD',
    );
  });

  it('refuses a Stripe key without its webhook secret, and production without Stripe', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY',
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY must be set in production/);
    expect(loadConfig({}).stripe.secretKey).toBeUndefined();
  });

  it('checks the admin password length against the sign-up limits', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD must be at least 8 characters long',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow(
      'ADMIN_PASSWORD must be at most 128 characters long',
    );
  });

  it('reads the reCAPTCHA verify URL and score threshold', () => {
    const config = loadConfig({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/verify', RECAPTCHA_MIN_SCORE: '0.7' });
    expect(config.recaptcha).toMatchObject({ verifyUrl: 'http://127.0.0.1:9000/verify', minScore: 0.7 });
    expect(loadConfig({ RECAPTCHA_MIN_SCORE: '1' }).recaptcha.minScore).toBe(1);
    expect(loadConfig({ RECAPTCHA_MIN_SCORE: '0' }).recaptcha.minScore).toBe(0);
  });

  it('names a bad reCAPTCHA score or verify URL', () => {
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '1.5' })).toThrow(
      'RECAPTCHA_MIN_SCORE must be a number from 0 to 1 such as 0.5, got "1.5"',
    );
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: 'high' })).toThrow(
      'RECAPTCHA_MIN_SCORE must be a number from 0 to 1',
    );
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'ftp://example.com' })).toThrow(
      'RECAPTCHA_VERIFY_URL must be an http(s) URL, got "ftp://example.com"',
    );
  });

  it('requires the reCAPTCHA keys as a pair', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(
      'RECAPTCHA_SECRET must be set together with RECAPTCHA_SITE_KEY',
    );
  });

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBeUndefined();
  });

  it('reads TRUST_PROXY as a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
  });

  it('reads TRUST_PROXY as a list of addresses, CIDRs and range names', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('names a bad TRUST_PROXY and shows the value', () => {
    const message =
      'TRUST_PROXY must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDRs';
    // `true` would believe any client's X-Forwarded-For, so it is refused rather than guessed at.
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.1', '300.1.1.1', '10.0.0.1,,10.0.0.2', '1.5', '-1', '101']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(message);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(`${message}`);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow('got "proxy.internal"');
  });

  it('reads source pages directly unless SOURCES_PROXY_URL names a forward proxy', () => {
    expect(loadConfig({}).sourcesProxyUrl).toBeUndefined();
    expect(loadConfig({ SOURCES_PROXY_URL: ' ' }).sourcesProxyUrl).toBeUndefined();
    for (const good of [
      'http://127.0.0.1:3128',
      'http://proxy.internal:8080/',
      'https://scraper.example.com:443',
      'http://user:p%40ss@10.0.0.5:3128',
      'http://[fd00::5]:3128',
    ]) {
      expect(loadConfig({ SOURCES_PROXY_URL: ` ${good} ` }).sourcesProxyUrl, good).toBe(good);
    }
  });

  it('names a bad SOURCES_PROXY_URL without showing it, as it may hold the password', () => {
    const message =
      'SOURCES_PROXY_URL must be a forward proxy URL: http://[user:password@]host:port (https:// for a TLS proxy), nothing after the port';
    for (const bad of [
      'proxy.internal:3128',
      'socks5://user:hunter2@proxy.internal:1080',
      'ftp://proxy.internal:21',
      'http://proxy.internal',
      'http://user:hunter2@proxy.internal',
      'http://proxy.internal:0',
      'http://proxy.internal:70000',
      'http://user:hunter2@proxy.internal:3128/api',
      'http://proxy.internal:3128/?key=hunter2',
      'http://:3128',
    ]) {
      const load = () => loadConfig({ SOURCES_PROXY_URL: bad });
      expect(load, bad).toThrow(message);
      expect(load, bad).not.toThrow(/hunter2|got/);
    }
  });

  it('waits 25 s for a shutdown unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(25);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '55' }).shutdownTimeoutSeconds).toBe(55);
    for (const bad of ['0', '2.5', 'soon', '3601']) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad }), bad).toThrow(
        `SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600, got "${bad}"`,
      );
    }
  });

  it('lets a customer hold 200 widgets unless WIDGETS_PER_USER_MAX says otherwise', () => {
    expect(loadConfig({}).widgetsPerUserMax).toBe(200);
    expect(loadConfig({ WIDGETS_PER_USER_MAX: ' 1000 ' }).widgetsPerUserMax).toBe(1000);
    for (const bad of ['0', '-5', '2.5', 'lots', '100001']) {
      expect(() => loadConfig({ WIDGETS_PER_USER_MAX: bad }), bad).toThrow(
        `WIDGETS_PER_USER_MAX must be a whole number from 1 to 100000, got "${bad}"`,
      );
    }
  });

  it('serves the API docs outside production, and in production only with API_DOCS=on', () => {
    const production = { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS must be on or off, got "yes"');
  });

  it("turns TRUST_PROXY into Fastify's trustProxy, a hop count into a function Fastify honours", () => {
    expect(trustProxyOption(undefined)).toBe(false);
    expect(trustProxyOption(0)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    const twoHops = trustProxyOption(2);
    if (typeof twoHops !== 'function') throw new Error('a hop count must become a function');
    // Hop 0 is the socket's peer, hop 1 the last X-Forwarded-For entry: two proxies, then the client.
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

describe('defaultDataDir', () => {
  it('is .data at the repo root from anywhere inside the checkout', () => {
    expect(defaultDataDir(path.join(repoRoot, 'apps', 'api'))).toBe(path.join(repoRoot, '.data'));
    expect(defaultDataDir(repoRoot)).toBe(path.join(repoRoot, '.data'));
  });

  it('is ./.data outside a checkout', () => {
    expect(defaultDataDir('/')).toBe('/.data');
  });
});
