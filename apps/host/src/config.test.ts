import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      publicConfig: { apiUrl: 'http://localhost:3080', recaptchaSiteKey: '', stripePublishableKey: '' },
    });
    expect(config.dashboardDir).toBe(resolve(import.meta.dirname, '../../dashboard/dist'));
    expect(config.widgetsDir).toBe(resolve(import.meta.dirname, '../widgets'));
  });

  it('reads the environment', () => {
    expect(
      loadConfig({
        WEB_PORT: '4100',
        HOST: '127.0.0.1',
        API_URL: 'https://api.example.com/',
        APP_URL: 'https://app.example.com',
        DASHBOARD_DIR: '/srv/dashboard',
        WIDGETS_DIR: '/srv/widgets',
        RECAPTCHA_SITE_KEY: 'site',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      }),
    ).toEqual({
      port: 4100,
      host: '127.0.0.1',
      appUrl: 'https://app.example.com',
      dashboardDir: '/srv/dashboard',
      widgetsDir: '/srv/widgets',
      publicConfig: { apiUrl: 'https://api.example.com', recaptchaSiteKey: 'site', stripePublishableKey: 'pk_live_1' },
    });
  });

  it('derives APP_URL from WEB_PORT when it is not set', () => {
    expect(loadConfig({ WEB_PORT: '3990' }).appUrl).toBe('http://localhost:3990');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ WEB_PORT: '', API_URL: '' })).toMatchObject({
      port: 3000,
      publicConfig: { apiUrl: 'http://localhost:3080' },
    });
  });

  it.each([
    [{ WEB_PORT: 'abc' }, /WEB_PORT="abc"/],
    [{ WEB_PORT: '70000' }, /WEB_PORT="70000": must be between 1 and 65535/],
    [{ API_URL: 'localhost:3080' }, /API_URL="localhost:3080": must be an http\(s\) URL/],
    [{ APP_URL: 'ftp://example.com' }, /APP_URL="ftp:\/\/example.com"/],
  ])('names the bad value in %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
