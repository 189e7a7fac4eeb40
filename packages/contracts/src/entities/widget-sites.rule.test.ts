import { describe, expect, it } from 'vitest';
import { widgetInputSchema } from '../api/widget.api';
import {
  ALLOWED_SITES_MESSAGES,
  allowedSiteEntry,
  allowedSitesSchema,
  isSiteAllowed,
  MAX_ALLOWED_SITES,
  publicSiteName,
} from './widget-sites.rule';

describe('allowedSiteEntry', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['https://www.Example.com/path?q=1#x', 'www.example.com'],
    ['shop.example.com:8443', 'shop.example.com'],
    ['example.com.', 'example.com'],
    ['*.Example.com', '*.example.com'],
    ['*.example.com/', '*.example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
  ])('normalises %s to %s', (typed, expected) => {
    expect(allowedSiteEntry(typed)).toBe(expected);
  });

  it.each([
    '',
    'localhost',
    '127.0.0.1',
    '[::1]',
    'intranet',
    'printer.local',
    'site.test',
    'exa mple.com',
    '*.',
    '*.com.*',
    'ftp://example.com',
    'javascript:alert(1)',
    'user:pw@example.com',
    '**.example.com',
  ])('refuses %s', (typed) => {
    expect(allowedSiteEntry(typed)).toBeNull();
  });

  it('reads a typed website address as its host name', () => {
    expect(publicSiteName('https://MySite.com/about')).toBe('mysite.com');
    expect(publicSiteName('10.0.0.1')).toBeNull();
  });
});

describe('allowedSitesSchema', () => {
  it('stores the entries normalised, once each', () => {
    expect(allowedSitesSchema.parse(['Example.com', 'https://example.com/', '*.example.com'])).toEqual([
      'example.com',
      '*.example.com',
    ]);
  });

  it('answers the message for a bad entry and for too many', () => {
    const bad = allowedSitesSchema.safeParse(['example.com', 'localhost']);
    expect(bad.error?.issues[0]).toMatchObject({ path: [1], message: ALLOWED_SITES_MESSAGES.invalid });
    const many = Array.from({ length: MAX_ALLOWED_SITES + 1 }, (_, i) => `site${i}.com`);
    expect(allowedSitesSchema.safeParse(many).error?.issues[0]?.message).toBe(ALLOWED_SITES_MESSAGES.tooMany);
  });

  it('is optional on a widget save: absent leaves the stored list as it is', () => {
    const input = widgetInputSchema.parse({ title: 'A', widgetType: '7b9a3a0e-7d2c-4f5e-9a55-2f5d8f2b1c11' });
    expect(input.allowedSites).toBeUndefined();
    expect(input.paused).toBeUndefined();
  });
});

describe('isSiteAllowed', () => {
  it('allows every site when the list is empty', () => {
    expect(isSiteAllowed([], 'anything.com')).toBe(true);
    expect(isSiteAllowed([], 'null')).toBe(true);
  });

  it('matches a domain exactly and a wildcard on subdomains only', () => {
    const allowed = ['example.com', '*.shop.com'];
    expect(isSiteAllowed(allowed, 'example.com')).toBe(true);
    expect(isSiteAllowed(allowed, 'www.example.com')).toBe(false);
    expect(isSiteAllowed(allowed, 'a.b.shop.com')).toBe(true);
    expect(isSiteAllowed(allowed, 'shop.com')).toBe(false);
    expect(isSiteAllowed(allowed, 'evilshop.com')).toBe(false);
    expect(isSiteAllowed(allowed, 'null')).toBe(false);
  });
});
