import { describe, expect, it } from 'vitest';
import { siteDomain } from './site-domain';

describe('siteDomain', () => {
  it.each([
    ['https://shop.example.com', undefined, 'shop.example.com'],
    ['https://Shop.Example.COM', undefined, 'shop.example.com'],
    ['https://shop.example.com:443', undefined, 'shop.example.com'],
    ['http://localhost:8080', undefined, 'localhost:8080'],
    ['https://bücher.example', undefined, 'xn--bcher-kva.example'],
    [undefined, 'https://blog.example.org/2024/post?utm=1#top', 'blog.example.org'],
    ['null', 'https://framed.example.net/page', 'framed.example.net'],
    ['https://origin.example', 'https://referer.example/page', 'origin.example'],
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
    [`https://${'a'.repeat(300)}.example`, undefined],
  ])("origin %j, referer %j → the string 'null'", (origin, referer) => {
    expect(siteDomain(origin, referer)).toBe('null');
  });
});
