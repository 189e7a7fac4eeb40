import { SOURCE_MESSAGES } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import type { ListingSourceRef } from './listing-source-of';
import { createListingWidgetData, listingPreviewMessage } from './listing-widget-data';
import type { CachedListings } from './listings.service';

const READ_AT = new Date('2026-11-20T09:00:00.000Z');
const NO_FLAGS = { isUrlChanged: false, isReviewCountChanged: false, isReloadRequired: false };
const DATA = { source: 'appfolio' as const, listings: [], fetchedAt: READ_AT.toISOString() };
/** How a source stands after a last read with this outcome. */
function standing(outcome: CachedListings['outcome'], status: CachedListings['status'], read: boolean) {
  const good = outcome === 'ok' || outcome === 'empty';
  return {
    status,
    outcome,
    fetchedAt: read ? READ_AT : null,
    failingSince: good || outcome === null ? null : READ_AT,
    failures: good || outcome === null ? 0 : 1,
    attemptedAt: outcome === null ? null : READ_AT,
  };
}

function fakeListings(cached: CachedListings, fresh: CachedListings = cached) {
  const calls: string[] = [];
  return {
    calls,
    service: {
      cachedFor: async (ref: ListingSourceRef) => {
        calls.push(`cached ${ref.key}`);
        return cached;
      },
      readNow: async (ref: ListingSourceRef) => {
        calls.push(`read ${ref.key}`);
        return fresh;
      },
    },
  };
}

describe('listing preview messages', () => {
  it.each([
    ['ok', 'ok', DATA, undefined],
    ['empty', 'ok', DATA, undefined],
    [null, 'pending', null, 'We are reading your listings from AppFolio. The preview fills in once they arrive.'],
    ['unreachable', 'unreachable', null, "We couldn't reach AppFolio just now. Please try again in a few minutes."],
    [
      'unreachable',
      'unreachable',
      DATA,
      "We couldn't reach AppFolio just now, so this shows the listings we read on Nov 20, 2026.",
    ],
    [
      'blocked',
      'blocked',
      DATA,
      "AppFolio isn't letting us read your listings right now, so this shows the listings we read on Nov 20, 2026.",
    ],
    [
      'changed',
      'blocked',
      DATA,
      "AppFolio changed the way its listings page looks, and we can't read it yet, so this shows the listings we read on Nov 20, 2026.",
    ],
    [
      'gone',
      'not-found',
      null,
      'This company is no longer on AppFolio, so there are no listings to show. Please check the address.',
    ],
  ] as const)('outcome %s (%s) with %s data', (outcome, status, data, message) => {
    const cached: CachedListings = { data, ...standing(outcome, status, data !== null) };
    expect(listingPreviewMessage('appfolio', cached)).toBe(message);
  });

  it('names Rentvine for a Rentvine widget', () => {
    expect(listingPreviewMessage('rentvine', { data: null, ...standing('gone', 'not-a-profile', false) })).toBe(
      "There's no Rentvine listings page at this address. Copy the address of your company's listings page on Rentvine.",
    );
  });
});

describe('listing widget data', () => {
  const ok: CachedListings = { data: DATA, ...standing('ok', 'ok', true) };
  const settings = { appfolioUrl: 'https://acme.appfolio.com/listings', group: 'North' };
  const key = 'https://acme.appfolio.com/listings?filters%5Bproperty_list%5D=North';

  it('reads the source again only when the URL, maps key or group changed or a reload is asked for', async () => {
    const fake = fakeListings(ok);
    const data = createListingWidgetData(fake.service);
    await data.forPreview('appfolio', settings, NO_FLAGS);
    // A review type's flag is no listing type's: it reads nothing.
    await data.forPreview('appfolio', settings, { ...NO_FLAGS, isReviewCountChanged: true });
    await data.forPreview('appfolio', settings, { ...NO_FLAGS, isUrlChanged: true });
    await data.forPreview('appfolio', settings, { ...NO_FLAGS, isReloadRequired: true });
    expect(fake.calls).toEqual([
      `cached ${key}`,
      `cached ${key}`,
      `cached ${key}`,
      `read ${key}`,
      `cached ${key}`,
      `read ${key}`,
    ]);
  });

  it('reads a source never read before, even without a flag', async () => {
    const fake = fakeListings({ data: null, ...standing(null, 'pending', false) }, ok);
    expect(await createListingWidgetData(fake.service).forPreview('appfolio', settings, NO_FLAGS)).toEqual({
      data: DATA,
    });
    expect(fake.calls).toEqual([`cached ${key}`, `read ${key}`]);
  });

  it("asks for the source's URL while there is none, and answers nothing for other types", async () => {
    const fake = fakeListings(ok);
    const data = createListingWidgetData(fake.service);
    expect(await data.forPreview('rentvine', { rentvineUrl: '' }, NO_FLAGS)).toEqual({
      data: null,
      error: SOURCE_MESSAGES.rentvine,
    });
    expect(await data.forPreview('trustpilot', {}, NO_FLAGS)).toBeNull();
    expect(await data.forEmbed('appfolio', { appfolioUrl: '' })).toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('serves the embed from the cache only', async () => {
    const fake = fakeListings(ok);
    expect(await createListingWidgetData(fake.service).forEmbed('appfolio', settings)).toEqual(DATA);
    expect(fake.calls).toEqual([`cached ${key}`]);
  });
});
