import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BANNER_IMAGE, DEFAULT_LOGO_IMAGE, WIDGET_TYPE_NAMES } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { fallbackImageUrl, widgetImageUrl } from './widget-images';

const base = { typeName: 'yelp', apiUrl: 'http://localhost:3080/', stamp: 1700000000000 };

describe('widgetImageUrl', () => {
  it('serves an uploaded devadmin path from the API host with a timestamp', () => {
    expect(widgetImageUrl({ ...base, path: 'devadmin/uploads/yelp.png', kind: 'banner' })).toBe(
      'http://localhost:3080/devadmin/uploads/yelp.png?t=1700000000000',
    );
    expect(widgetImageUrl({ ...base, path: '/devadmin/uploads/yelp-logo.png', kind: 'logo' })).toBe(
      'http://localhost:3080/devadmin/uploads/yelp-logo.png?t=1700000000000',
    );
  });

  it('adds the timestamp to any other path', () => {
    expect(widgetImageUrl({ ...base, path: 'https://cdn.example.com/a.png', kind: 'banner' })).toBe(
      'https://cdn.example.com/a.png?t=1700000000000',
    );
    expect(widgetImageUrl({ ...base, path: 'https://cdn.example.com/a.png?v=2', kind: 'logo' })).toBe(
      'https://cdn.example.com/a.png?v=2&t=1700000000000',
    );
  });

  it('uses the local default named after the type when there is no path', () => {
    expect(widgetImageUrl({ ...base, path: '', kind: 'banner' })).toBe('/images/yelp-banner.png');
    expect(widgetImageUrl({ ...base, path: undefined, kind: 'logo' })).toBe('/images/yelp-logo.png');
    expect(widgetImageUrl({ ...base, path: '   ', kind: 'logo', typeName: 'monthlypayment' })).toBe(
      '/images/monthlypayment-logo.png',
    );
  });

  it('keeps one timestamp per page load when none is given', () => {
    const first = widgetImageUrl({ ...base, stamp: undefined, path: 'a.png', kind: 'banner' });
    const second = widgetImageUrl({ ...base, stamp: undefined, path: 'a.png', kind: 'banner' });
    expect(first).toMatch(/^a\.png\?t=\d+$/);
    expect(second).toBe(first);
  });
});

describe('fallbackImageUrl', () => {
  it('falls back to the default thumb for banners and the default logo for logos', () => {
    expect(fallbackImageUrl('banner')).toBe('/images/Default-Widget-Thumb.png');
    expect(fallbackImageUrl('logo')).toBe('/images/Default-Widget-Logo.png');
  });
});

describe('shipped default images', () => {
  const imagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'images');
  const files = [
    ...WIDGET_TYPE_NAMES.flatMap((name) => [`${name}-banner.png`, `${name}-logo.png`]),
    DEFAULT_BANNER_IMAGE,
    DEFAULT_LOGO_IMAGE,
  ];

  it.each(files)('%s is a small PNG', (file) => {
    const bytes = readFileSync(join(imagesDir, file));
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.length).toBeLessThan(30 * 1024);
  });
});
