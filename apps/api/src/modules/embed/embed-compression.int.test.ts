// Issue 28: a large GET /embed/:id answer (a listing widget's) goes out compressed when the client
// accepts br or gzip, from copies made once with the kept answer; each encoding has its own tag,
// so a revalidation is answered 304 per encoding. A small answer goes out as it is.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { type FixtureAnswer, fixtureFetcher } from '../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes } from '../../test-support/widgets';
import { COMPRESS_FROM_BYTES } from './embed-encoding';

const FIXTURES = new URL('../sources/listings/appfolio/fixtures/', import.meta.url);
const ACME = 'https://acme.appfolio.com';
const PAGE = `${ACME}/listings`;
const detail = (uid: string) => `${ACME}/listings/detail/${uid}`;

describe.each(databaseTargets())('compressed embed answers on $name', (target) => {
  let ctx: TestContext;
  let listings: string;
  let calculator: string;
  const answers: Record<string, FixtureAnswer | string> = {
    [PAGE]: 'listings-page.html',
    [detail('3f2a9c1e-5b7d-4e8f-9a10-1b2c3d4e5f60')]: 'detail-101.html',
    [detail('7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5')]: 'detail-102.html',
    [detail('c9e8d7f6-a5b4-4c3d-9e2f-1a0b9c8d7e6f')]: { status: 404 },
  };
  const fetcher = fixtureFetcher(FIXTURES, answers);

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { sources: { fetcher } });
    const types = await seedWidgetTypes(ctx.database.db);
    const owner = await account(ctx.app, ctx.database.db, 'compressed@example.com');
    listings = (
      await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.appfolio,
        htmlData: { appfolio: { appfolioUrl: PAGE, appfolioCol: 2 } },
        subStatus: 'active',
        expires: new Date(Date.now() + 30 * 24 * 3_600_000),
      })
    ).id;
    calculator = (await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated })).id;
    // The listings are read by the background refresh; the answer built after it carries them.
    await ctx.app.inject({ method: 'GET', url: `/embed/${listings}` });
    expect(await ctx.app.sources.refreshDue()).toBe(1);
    ctx.app.embedCache.invalidate(listings);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const embed = (id: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/embed/${id}`, headers });

  it('sends a listing answer as br or gzip to a client that accepts it, each decoding to the same body', async () => {
    const plain = await embed(listings);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    expect(plain.json().data.listings.length).toBeGreaterThan(0);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await embed(listings, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await embed(listings, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    // One tag per encoding of the same body.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    // The copies are the kept answer's, made once: the next request sends the same bytes.
    const again = await embed(listings, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(ctx.app.embedCache.peek(listings)?.encoded?.br.body.equals(br.rawPayload)).toBe(true);
  });

  it('answers a revalidation 304 with the tag of the encoding the client gets', async () => {
    const br = await embed(listings, { 'accept-encoding': 'br' });
    const brTag = String(br.headers.etag);
    const revalidated = await embed(listings, { 'accept-encoding': 'br', 'if-none-match': brTag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(brTag);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
    // The br copy's tag does not stand for the gzip copy: that client gets its body.
    const gzip = await embed(listings, { 'accept-encoding': 'gzip', 'if-none-match': brTag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const gzipAgain = await embed(listings, { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(gzipAgain.statusCode).toBe(304);
    // Out of the cache too: the answer is built again and the tag still holds.
    ctx.app.embedCache.invalidate(listings);
    const cold = await embed(listings, { 'accept-encoding': 'br', 'if-none-match': brTag });
    expect(cold.statusCode).toBe(304);
    expect(cold.headers.etag).toBe(brTag);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const small = await embed(calculator, { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toMatchObject({ type: 'prorated' });
    const plain = await embed(calculator);
    expect(plain.headers.etag).toBe(small.headers.etag);
  });
});
