import type { Listing, ListingsData } from '@widgetry/contracts';
import { listing as emptyListing } from '@widgetry/widgets-core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceCache } from '../../../db/schema';
import { databaseTargets, type TestDatabase } from '../../../test-support/database-targets';
import { LISTINGS_REFRESH } from '../cache/refresh-policy';
import { createSourceCacheRepository } from '../cache/source-cache.repository';
import type { ListingsResult } from '../listings/listing-result';
import { type ListingSourceRef, listingSourceOf } from './listing-source-of';
import { createListingsService } from './listings.service';

// The listings cache over a real database with a scripted source: each good read replaces the
// list (a let unit disappears), a failed read keeps the last good list and backs off, AppFolio's
// groups are separate sources while Rentvine's are one company list narrowed when served.

const T0 = new Date('2026-11-24T08:00:00.000Z');
const MINUTE = 60_000;

function ref(type: 'appfolio' | 'rentvine', url: string, group = ''): ListingSourceRef {
  const settings = type === 'appfolio' ? { appfolioUrl: url, group } : { rentvineUrl: url, group };
  const found = listingSourceOf(type, settings)?.ref;
  if (!found) throw new Error(`no source for ${url}`);
  return found;
}
const ACME = ref('appfolio', 'https://acme.appfolio.com/listings');

function listing(id: string, groups: string[] = []): Listing {
  return emptyListing({
    id,
    title: `Home ${id}`,
    address: {
      street: `${id} Main St`,
      street2: null,
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      full: `${id} Main St, Austin, TX 78701`,
    },
    rent: { min: 1500, max: 1500 },
    beds: 2,
    baths: 1,
    availableNow: true,
    groups,
  });
}

function answer(source: 'appfolio' | 'rentvine', listings: Listing[]): ListingsResult {
  const data: ListingsData = { source, listings, fetchedAt: T0.toISOString() };
  return { ok: true, data };
}

describe('listing sources of widget settings', () => {
  it('keys AppFolio by its listings page and group, Rentvine by its company', () => {
    expect(ref('appfolio', 'https://Acme.appfolio.com/listings/?utm=x')).toEqual({
      source: 'appfolio',
      key: 'https://acme.appfolio.com/listings',
      url: 'https://acme.appfolio.com/listings',
      group: '',
    });
    expect(ref('appfolio', 'https://acme.appfolio.com/listings', 'Downtown Lofts').key).toBe(
      'https://acme.appfolio.com/listings?filters%5Bproperty_list%5D=Downtown+Lofts',
    );
    expect(ref('rentvine', 'https://acme.rentvine.com/public/listings', 'North')).toEqual({
      source: 'rentvine',
      key: 'https://acme.rentvine.com/api/public/listings',
      url: 'https://acme.rentvine.com',
      group: 'North',
    });
  });

  it('names no source for an empty or foreign URL, and nothing for another type', () => {
    expect(listingSourceOf('appfolio', { appfolioUrl: '' })).toEqual({ source: 'appfolio', url: '', ref: null });
    expect(listingSourceOf('rentvine', { rentvineUrl: 'https://acme.appfolio.com/listings' })?.ref).toBeNull();
    expect(listingSourceOf('trustpilot', { url: 'https://www.trustpilot.com/review/x.com' })).toBeNull();
  });
});

describe.each(databaseTargets())('listings cache on $name', (target) => {
  let database: TestDatabase;
  let clock = T0;
  let script: ListingsResult[] = [];
  let reads: ListingSourceRef[] = [];
  let previousLists: string[][] = [];
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(sourceCache);
    clock = T0;
    script = [];
    reads = [];
    previousLists = [];
    gate = null;
  });

  const service = () =>
    createListingsService({
      repo: createSourceCacheRepository(database.db),
      policy: LISTINGS_REFRESH,
      now: () => clock,
      read: async (source, previous) => {
        reads.push(source);
        previousLists.push(previous.map((l) => l.id));
        if (gate) await gate;
        const next = script.shift();
        if (!next) throw new Error('the source was read more often than scripted');
        return next;
      },
    });
  const rows = () => database.db.select().from(sourceCache);

  it('answers nothing before the first read, and registers the source as due at once', async () => {
    expect(await service().cachedFor(ACME)).toMatchObject({
      data: null,
      status: 'pending',
      outcome: null,
      fetchedAt: null,
    });
    expect(reads).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ source: 'appfolio', sourceKey: ACME.key, status: 'pending' });
    expect(row?.nextRefreshAt.getTime()).toBe(T0.getTime());
  });

  it('replaces the list on each read: a let unit disappears, a new one appears', async () => {
    script = [answer('appfolio', [listing('1'), listing('2')]), answer('appfolio', [listing('3'), listing('1')])];
    await service().readNow(ACME);
    clock = new Date(T0.getTime() + 60 * MINUTE);
    const second = await service().readNow(ACME);
    expect(second.data?.listings.map((l) => l.id)).toEqual(['3', '1']);
    // Each read is given the last good list (AppFolio's known detail pages are not read again).
    expect(previousLists).toEqual([[], ['1', '2']]);
    expect(second).toMatchObject({ status: 'ok', fetchedAt: clock });
    expect(second.data?.fetchedAt).toBe(clock.toISOString());
  });

  it('stores no vacancies as an empty list, which is good data', async () => {
    script = [answer('appfolio', [listing('1')]), answer('appfolio', [])];
    await service().readNow(ACME);
    const empty = await service().readNow(ACME);
    expect(empty).toMatchObject({ status: 'ok', outcome: 'empty', failingSince: null, data: { listings: [] } });
  });

  it('keeps serving the last good list while the page is in a shape we do not know, named changed', async () => {
    script = [
      answer('appfolio', [listing('1')]),
      { ok: false, reason: 'blocked', detail: 'cards renamed', layoutChanged: true },
    ];
    await service().readNow(ACME);
    const goodAt = clock;
    clock = new Date(T0.getTime() + 60 * MINUTE);
    const changed = await service().readNow(ACME);
    expect(changed).toMatchObject({ outcome: 'changed', fetchedAt: goodAt, failingSince: clock, failures: 1 });
    expect(changed.data?.listings.map((l) => l.id)).toEqual(['1']);
  });

  it('refreshes hourly, and keeps serving the last good list while blocked, backing off', async () => {
    script = [
      answer('appfolio', [listing('1')]),
      { ok: false, reason: 'blocked', detail: 'AppFolio answered 403' },
      { ok: false, reason: 'blocked', detail: 'AppFolio answered 403' },
      answer('appfolio', [listing('2')]),
    ];
    await service().readNow(ACME);
    const goodAt = clock;
    expect((await rows())[0]?.nextRefreshAt.getTime()).toBe(T0.getTime() + 60 * MINUTE);
    expect(await service().refreshDue(10)).toBe(0);

    clock = new Date(T0.getTime() + 60 * MINUTE);
    expect(await service().refreshDue(10)).toBe(1);
    const blocked = await service().cachedFor(ACME);
    expect(blocked).toMatchObject({ status: 'blocked', outcome: 'blocked', fetchedAt: goodAt });
    expect(blocked.data?.listings.map((l) => l.id)).toEqual(['1']);
    expect(blocked.data?.fetchedAt).toBe(goodAt.toISOString());
    const [row] = await rows();
    expect(row).toMatchObject({ failures: 1, error: 'AppFolio answered 403', leaseUntil: null });
    expect(row?.nextRefreshAt.getTime()).toBe(clock.getTime() + 5 * MINUTE);

    clock = new Date(clock.getTime() + 5 * MINUTE);
    expect(await service().refreshDue(10)).toBe(1);
    expect((await rows())[0]?.nextRefreshAt.getTime()).toBe(clock.getTime() + 10 * MINUTE);

    clock = new Date(clock.getTime() + 10 * MINUTE);
    expect(await service().refreshDue(10)).toBe(1);
    expect(await service().cachedFor(ACME)).toMatchObject({ status: 'ok', data: { listings: [{ id: '2' }] } });
    expect((await rows())[0]).toMatchObject({ failures: 0, error: null });
  });

  it('stops serving the listings of a company that left the platform', async () => {
    script = [
      answer('appfolio', [listing('1')]),
      { ok: false, reason: 'not-found', detail: 'redirects to page-not-found' },
    ];
    await service().readNow(ACME);
    const goodAt = clock;
    clock = new Date(T0.getTime() + 60 * MINUTE);
    await service().refreshDue(10);
    // Its units are no longer to let: the embed shows none, though the last good read is remembered.
    expect(await service().cachedFor(ACME)).toMatchObject({ data: null, outcome: 'gone', fetchedAt: goodAt });
  });

  it('does not retry a company that left the platform before the next hour', async () => {
    script = [{ ok: false, reason: 'not-found', detail: 'redirects to page-not-found' }];
    const left = await service().readNow(ACME);
    expect(left).toMatchObject({ data: null, status: 'not-found', outcome: 'gone', fetchedAt: null });
    expect((await rows())[0]?.nextRefreshAt.getTime()).toBe(T0.getTime() + 60 * MINUTE);
  });

  it('reads each AppFolio group as its own source, the group in the page read', async () => {
    const downtown = ref('appfolio', 'https://acme.appfolio.com/listings', 'Downtown');
    script = [answer('appfolio', [listing('1'), listing('2')]), answer('appfolio', [listing('2', ['Downtown'])])];
    await service().readNow(ACME);
    await service().readNow(downtown);
    expect(reads.map((r) => r.url)).toEqual([ACME.url, downtown.url]);
    expect((await service().cachedFor(ACME)).data?.listings).toHaveLength(2);
    expect((await service().cachedFor(downtown)).data?.listings.map((l) => l.id)).toEqual(['2']);
    expect(await rows()).toHaveLength(2);

    // The background refresh knows each by its key, group included.
    clock = new Date(T0.getTime() + 60 * MINUTE);
    script = [answer('appfolio', []), answer('appfolio', [])];
    expect(await service().refreshDue(10)).toBe(2);
    expect(
      reads
        .slice(2)
        .map((r) => [r.url, r.group])
        .sort(),
    ).toEqual(
      [
        [ACME.url, ''],
        [downtown.url, 'Downtown'],
      ].sort(),
    );
  });

  it("reads a Rentvine company once for every group, each widget seeing its own group's listings", async () => {
    const all = ref('rentvine', 'https://acme.rentvine.com/');
    const north = ref('rentvine', 'https://acme.rentvine.com/public/listings', ' north ');
    script = [answer('rentvine', [listing('1', ['North', 'Pets OK']), listing('2', ['South']), listing('3')])];
    await service().readNow(all);
    expect((await service().cachedFor(north)).data?.listings.map((l) => l.id)).toEqual(['1']);
    expect((await service().cachedFor(all)).data?.listings.map((l) => l.id)).toEqual(['1', '2', '3']);
    expect(reads).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });

  it('reads a source once at a time: a second reader while one reads answers the cache without reading', async () => {
    script = [answer('appfolio', [listing('1')])];
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const first = service().readNow(ACME);
    await expect.poll(() => reads.length).toBe(1);
    const second = await service().readNow(ACME);
    expect(second.data).toBeNull();
    release();
    expect((await first).data?.listings).toHaveLength(1);
    expect(reads).toHaveLength(1);
  });

  it('serves nothing from a row whose data another contract version wrote', async () => {
    script = [answer('appfolio', [listing('1')])];
    await service().readNow(ACME);
    await database.db.update(sourceCache).set({ data: { source: 'appfolio', items: [] } });
    expect((await service().cachedFor(ACME)).data).toBeNull();
  });

  it('counts a read that throws as a failed read and lets the source go', async () => {
    const throwing = createListingsService({
      repo: createSourceCacheRepository(database.db),
      policy: LISTINGS_REFRESH,
      now: () => clock,
      read: async () => {
        throw new Error('adapter bug');
      },
    });
    expect(await throwing.readNow(ACME)).toMatchObject({ status: 'unreachable', data: null });
    expect((await rows())[0]).toMatchObject({ failures: 1, leaseUntil: null });
    expect((await rows())[0]?.error).toContain('adapter bug');
  });
});
