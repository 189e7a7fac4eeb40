import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, encodedCopies, encodedEtag, preferredCoding } from './embed-encoding';

describe('preferredCoding', () => {
  it.each([
    ['nothing', undefined, undefined],
    ['identity only', 'identity', undefined],
    ["a browser's list", 'gzip, deflate, br, zstd', 'br'],
    ['gzip alone', 'gzip', 'gzip'],
    ['br refused', 'gzip, br;q=0', 'gzip'],
    ['gzip preferred by weight', 'br;q=0.5, gzip;q=0.8', 'gzip'],
    ['anything', '*', 'br'],
    ['anything but br', '*, br;q=0', 'gzip'],
    ['both refused', 'br;q=0, gzip;q=0', undefined],
    ['x-gzip', 'x-gzip', 'gzip'],
  ])('for %s is %s', (_case, header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});

describe('encodedCopies', () => {
  it('leaves a small body alone and makes decodable copies of a large one, each with its own tag', async () => {
    expect(await encodedCopies(Buffer.alloc(COMPRESS_FROM_BYTES - 1, 'a'), '"t"')).toBeUndefined();
    const body = Buffer.from(JSON.stringify({ listings: Array.from({ length: 200 }, (_, i) => ({ id: i })) }));
    expect(body.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const copies = await encodedCopies(body, '"t"');
    expect(brotliDecompressSync(copies?.br.body ?? Buffer.alloc(0)).equals(body)).toBe(true);
    expect(gunzipSync(copies?.gzip.body ?? Buffer.alloc(0)).equals(body)).toBe(true);
    expect(copies?.br.etag).toBe('"t-br"');
    expect(copies?.gzip.etag).toBe(encodedEtag('"t"', 'gzip'));
  });
});
