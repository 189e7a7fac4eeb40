import { MAX_DNS_NAME_LENGTH } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { publicHostname, siteDomain } from './site-domain';

/** A valid public name of exactly `length` characters, in labels of at most 63. */
function nameOfLength(length: number): string {
  const labels: string[] = [];
  let left = length - '.com'.length;
  while (left > 0) {
    const size = Math.min(63, left - (labels.length > 0 ? 1 : 0));
    labels.push('a'.repeat(size));
    left -= size + (labels.length > 1 ? 1 : 0);
  }
  return `${labels.join('.')}.com`;
}

describe('siteDomain', () => {
  it.each([
    ['https://shop.example.com', undefined, 'shop.example.com'],
    ['https://Shop.Example.COM', undefined, 'shop.example.com'],
    ['https://shop.example.com:443', undefined, 'shop.example.com'],
    // One site is one row, whatever port or trailing dot the request names.
    ['http://shop.example.com:8080', undefined, 'shop.example.com'],
    ['https://shop.example.com.', undefined, 'shop.example.com'],
    ['https://bücher.de', undefined, 'xn--bcher-kva.de'],
    ['https://ÉCOLE.fr', undefined, 'xn--cole-9oa.fr'],
    [undefined, 'https://blog.example.org/2024/post?utm=1#top', 'blog.example.org'],
    ['null', 'https://framed.example.net/page', 'framed.example.net'],
    ['https://origin.example.com', 'https://referer.example.org/page', 'origin.example.com'],
    // A private Origin does not hide a public Referer.
    ['http://localhost:3000', 'https://shop.example.com/rent', 'shop.example.com'],
    ['https://my-shop.co.uk', undefined, 'my-shop.co.uk'],
    ['https://xn--bcher-kva.xn--p1ai', undefined, 'xn--bcher-kva.xn--p1ai'],
  ])('origin %j, referer %j → %s', (origin, referer, expected) => {
    expect(siteDomain(origin, referer)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    ['null', undefined],
    ['', ''],
    ['not a url', 'also not one'],
    ['file:///home/me/page.html', undefined],
    ['chrome-extension://abcdef', undefined],
    ['javascript:alert(1)', undefined],
    // IP literals, however written.
    ['http://127.0.0.1:1', undefined],
    ['http://10.0.0.8', undefined],
    ['http://2130706433', undefined],
    ['http://0x7f.1', undefined],
    ['http://[::1]:8080', undefined],
    ['http://[fe80::1]', undefined],
    ['http://[::ffff:127.0.0.1]', undefined],
    ['https://8.8.8.8', undefined],
    // Loopback and private names.
    ['http://localhost:8080', undefined],
    ['http://LOCALHOST', undefined],
    ['http://app.localhost', undefined],
    ['http://printer.local', undefined],
    ['http://db.internal', undefined],
    ['http://nas.home.arpa', undefined],
    ['http://router.lan', undefined],
    ['http://1.0.0.127.in-addr.arpa', undefined],
    ['http://shop.test', undefined],
    ['http://intranet', undefined],
    ['http://a.b.c.onion', undefined],
    // Names DNS cannot hold.
    [`https://${'a'.repeat(64)}.com`, undefined],
    [`https://${nameOfLength(MAX_DNS_NAME_LENGTH + 1)}`, undefined],
    [`https://${'a'.repeat(300)}.com`, undefined],
    ['https://under_score.example.com', undefined],
    ['https://-dash.example.com', undefined],
    ['https://a..b.com', undefined],
    ['https://shop.123', undefined],
  ])("origin %j, referer %j → the string 'null'", (origin, referer) => {
    expect(siteDomain(origin, referer)).toBe('null');
  });

  it('answers an Origin asked again as the first time, a private one still falling to the Referer', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(siteDomain('https://Again.Example.com:8443', undefined)).toBe('again.example.com');
      expect(siteDomain('http://192.168.1.10', 'https://lan-referer.example.org/a')).toBe('lan-referer.example.org');
      expect(siteDomain('http://192.168.1.10', undefined)).toBe('null');
    }
  });

  it('keeps a name of exactly the longest length', () => {
    const longest = nameOfLength(MAX_DNS_NAME_LENGTH);
    expect(longest).toHaveLength(MAX_DNS_NAME_LENGTH);
    expect(siteDomain(`https://${longest}`, undefined)).toBe(longest);
  });
});

describe('publicHostname', () => {
  it('normalises a name given directly', () => {
    expect(publicHostname('Bücher.DE.')).toBe('xn--bcher-kva.de');
  });

  it.each(['', '.', 'com', '127.0.0.1', '::1', '[::1]', 'x.local.'])('refuses %j', (name) => {
    expect(publicHostname(name)).toBeNull();
  });
});
