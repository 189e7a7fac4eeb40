import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('reads the config written by /app-config.js', () => {
    expect(
      readRuntimeConfig(
        { apiUrl: 'https://api.example.com/', recaptchaSiteKey: 'site', stripePublishableKey: 'pk_test' },
        undefined,
      ),
    ).toEqual({ apiUrl: 'https://api.example.com', recaptchaSiteKey: 'site', stripePublishableKey: 'pk_test' });
  });

  it('falls back to the build-time URL, then the local API, when the script is missing', () => {
    expect(readRuntimeConfig(undefined, 'http://build.example.com').apiUrl).toBe('http://build.example.com');
    expect(readRuntimeConfig(undefined, undefined)).toEqual({
      apiUrl: 'http://localhost:3080',
      recaptchaSiteKey: '',
      stripePublishableKey: '',
    });
  });

  it('ignores a malformed config instead of failing to start', () => {
    expect(readRuntimeConfig({ apiUrl: 42 }, undefined).apiUrl).toBe('http://localhost:3080');
  });

  it('reads window.__WIDGETRY_CONFIG__ by default', () => {
    window.__WIDGETRY_CONFIG__ = { apiUrl: 'http://from-window.test' };
    try {
      expect(readRuntimeConfig().apiUrl).toBe('http://from-window.test');
    } finally {
      window.__WIDGETRY_CONFIG__ = undefined;
    }
  });
});
