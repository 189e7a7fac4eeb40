import { UNKNOWN_SITE_DOMAIN } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { allowSite, blockSite, isAllowed } from './allowed-sites';

describe('isAllowed', () => {
  it('allows every site while the list is empty', () => {
    expect(isAllowed('shop.example.com', [])).toBe(true);
  });

  it('matches exact entries and wildcards (subdomains only, as the embed endpoint does), nothing else', () => {
    const list = ['example.com', '*.rentals.com'];
    expect(isAllowed('example.com', list)).toBe(true);
    expect(isAllowed('www.example.com', list)).toBe(false);
    expect(isAllowed('rentals.com', list)).toBe(false);
    expect(isAllowed('a.b.rentals.com', list)).toBe(true);
    expect(isAllowed('evilrentals.com', list)).toBe(false);
  });
});

describe('allowSite', () => {
  it('adds a site once', () => {
    expect(allowSite('b.com', ['a.com'])).toEqual(['a.com', 'b.com']);
    expect(allowSite('a.com', ['a.com'])).toEqual(['a.com']);
    expect(allowSite('x.rentals.com', ['*.rentals.com'])).toEqual(['*.rentals.com']);
  });

  it('turns "anywhere" into just that site', () => {
    expect(allowSite('a.com', [])).toEqual(['a.com']);
  });

  it('never adds the unknown site', () => {
    expect(allowSite(UNKNOWN_SITE_DOMAIN, ['a.com'])).toEqual(['a.com']);
  });
});

describe('blockSite', () => {
  it('keeps the other seen sites when the widget ran anywhere', () => {
    expect(blockSite('bad.com', [], ['good.com', 'bad.com', 'good.com'])).toEqual(['good.com']);
  });

  it('keeps only named sites: an unknown site (no origin) is never sent as an allowed site', () => {
    expect(blockSite('bad.com', [], ['good.com', UNKNOWN_SITE_DOMAIN, 'bad.com'])).toEqual(['good.com']);
  });

  it('removes an exact entry', () => {
    expect(blockSite('bad.com', ['good.com', 'bad.com'], [])).toEqual(['good.com']);
  });

  it('answers an empty list for the last site, which the popup will not save (empty means anywhere)', () => {
    expect(blockSite('good.com', ['good.com'], ['good.com'])).toEqual([]);
    expect(blockSite('good.com', [], ['good.com', UNKNOWN_SITE_DOMAIN])).toEqual([]);
  });

  it('cannot narrow a wildcard that covers the site', () => {
    expect(blockSite('x.rentals.com', ['*.rentals.com'], [])).toBeNull();
    expect(blockSite('x.rentals.com', ['x.rentals.com', '*.rentals.com'], [])).toBeNull();
  });
});
