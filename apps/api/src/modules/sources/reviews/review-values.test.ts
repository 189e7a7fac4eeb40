import { describe, expect, it } from 'vitest';
import { dateInWords, httpUrl, isoDate, numeric, plainText, reviewCount, starRating } from './review-values';

describe('httpUrl', () => {
  it.each([
    ['//s3.amazonaws.com/logo.png', undefined, 'https://s3.amazonaws.com/logo.png'],
    ['/Profile/ann', 'https://www.tripadvisor.com/x.html', 'https://www.tripadvisor.com/Profile/ann'],
    ['https://example.com/a b', undefined, 'https://example.com/a%20b'],
    ['javascript:alert(1)', undefined, null],
    ['JaVaScRiPt:alert(1)', 'https://example.com/', null],
    ['data:image/png;base64,AAAA', undefined, null],
    ['', undefined, null],
    [42, undefined, null],
    ['https://localhost/x', undefined, null],
  ])('%s → %s', (value, base, expected) => {
    expect(httpUrl(value, base)).toBe(expected);
  });
});

describe('plainText', () => {
  it('trims, keeps line breaks and markup characters, and drops what cannot be stored', () => {
    expect(plainText('  a\u0000b\r\n<c> \ud800')).toBe('ab\n<c>');
  });

  it.each([[''], ['   '], [null], [5]])('%s is no text', (value) => {
    expect(plainText(value)).toBeNull();
  });
});

describe('numbers', () => {
  it('reads numbers and numeric strings only', () => {
    expect([numeric('4.5'), numeric('1,234'), numeric('4.5 stars'), numeric(Number.NaN)]).toEqual([
      4.5,
      1234,
      null,
      null,
    ]);
  });

  it('takes whole stars 1–5 and whole counts', () => {
    expect([starRating('4.0'), starRating(4.5), starRating(0), starRating(6)]).toEqual([4, null, null, null]);
    expect([reviewCount('23'), reviewCount(2.5), reviewCount(-1)]).toEqual([23, null, null]);
  });
});

describe('dates', () => {
  it.each([
    ['2025-10-03T09:12:00.000Z', '2025-10-03T09:12:00.000Z'],
    ['2025-10-03', '2025-10-03'],
    ['2025-10-03 09:12:00', '2025-10-03'],
    ['yesterday', null],
    ['2025-13-03 09:12:00', null],
  ])('isoDate(%s) → %s', (value, expected) => {
    expect(isoDate(value)).toBe(expected);
  });

  it.each([
    ['Oct 2025', '2025-10'],
    ['October 2025', '2025-10'],
    ['Sept. 2025', '2025-09'],
    ['October 3, 2025', '2025-10-03'],
    ['Oct 14, 2025', '2025-10-14'],
    ['Octember 2025', null],
    ['Feb 30, 2025', null],
    ['3 Oct 2025', null],
  ])('dateInWords(%s) → %s', (value, expected) => {
    expect(dateInWords(value)).toBe(expected);
  });
});
