import { describe, expect, it } from 'vitest';
import {
  decodeDomainUrl,
  encodeDomainUrl,
  encodedHttpUrlSchema,
  httpUrlSchema,
  imagePathSchema,
  isHttpUrl,
  isLinkUrl,
  linkUrlSchema,
  optionalHttpUrlSchema,
} from './url.rule';

const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'expression(',
  'red;}</style><script>',
];

describe('http(s) URLs', () => {
  it.each([
    'http://example.com',
    'https://example.com',
    'https://www.appfolio.com/listings?filters[cats]=1',
    'https://sub.example.co.uk/path/to/page?x=1&y=2#top',
    'HTTPS://EXAMPLE.COM/',
  ])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each([
    ...hostile,
    '',
    'example.com',
    '//example.com',
    'http:example.com',
    'https:/example.com',
    'ftp://example.com',
    'file:///etc/passwd',
    'https://localhost/',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/"onmouseover="alert(1)',
    "https://example.com/'",
    'https://example.com/<script>',
    'https://example.com/\u0000',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('rejects %j', (value) => {
    expect(httpUrlSchema.safeParse(value).success).toBe(false);
  });

  it('tells a local address what it lacks rather than asking for the http:// it already has', () => {
    const result = httpUrlSchema.safeParse('http://localhost:4400');
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message;
    expect(message).toBe('Enter a public web address with a domain name, such as https://www.example.com.');
    expect(message).not.toMatch(/starting with http/);
  });

  it('takes an empty source only through the optional schema', () => {
    expect(optionalHttpUrlSchema.safeParse('').success).toBe(true);
    expect(optionalHttpUrlSchema.safeParse('https://example.com').success).toBe(true);
    expect(optionalHttpUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('link URLs (http(s), mailto, tel)', () => {
  it.each([
    '',
    'https://example.com/apply',
    'mailto:leasing@example.com',
    'mailto:a@b.co?subject=Hi',
    'tel:+1-555-0100',
  ])('accepts %j', (value) => {
    expect(linkUrlSchema.safeParse(value).success).toBe(true);
  });

  it.each([...hostile, 'mailto:', 'mailto:nobody', 'tel:', 'tel:abc', 'tel:+1 555 0100', 'sms:+15550100'])(
    'rejects %j',
    (value) => {
      expect(isLinkUrl(value)).toBe(false);
      expect(linkUrlSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('URL-encoded domainUrl (spec 002 §3)', () => {
  it('round-trips an address', () => {
    const encoded = encodeDomainUrl('https://example.com/home?a=1');
    expect(encoded).toBe('https%3A%2F%2Fexample.com%2Fhome%3Fa%3D1');
    expect(decodeDomainUrl(encoded)).toBe('https://example.com/home?a=1');
    expect(encodedHttpUrlSchema.safeParse(encoded).success).toBe(true);
  });

  it.each([
    ['', true],
    [encodeURIComponent('http://example.com'), true],
    ['https://example.com', false],
    [encodeURIComponent('javascript:alert(1)'), false],
    ['javascript%3Aalert(1)', false],
    [encodeURIComponent('ftp://example.com'), false],
    ['%E0%A4%A', false],
    ...hostile.map((value): [string, boolean] => [value, false]),
  ])('%j → %s', (value, valid) => {
    expect(encodedHttpUrlSchema.safeParse(value).success).toBe(valid);
  });
});

describe('product image paths', () => {
  it.each(['', 'devadmin/uploads/prorated-logo.png', 'devadmin/banner.jpg', 'https://cdn.example.com/a.png'])(
    'accepts %j',
    (value) => {
      expect(imagePathSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([...hostile, 'devadmin/../secret', 'devadmin/', '/etc/passwd', 'uploads/a.png', 'devadmin/a b.png'])(
    'rejects %j',
    (value) => {
      expect(imagePathSchema.safeParse(value).success).toBe(false);
    },
  );
});
