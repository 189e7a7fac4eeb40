import { defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { listingsFixture } from '../../widgets-core/src/listings/listings.test-support';
import { isRentvineSettings, rentvineView } from './rentvine.runtime';

describe('rentvine’s own setting names (spec 001 §3)', () => {
  it('reads renttvineCol, rentvineSortOrder, rentvineHeading and rentvineDisplayFilters', () => {
    const base = defaultSettings('rentvine');
    const view = rentvineView({
      ...base,
      renttvineCol: 4,
      rentvineSortOrder: 'availability',
      clientGmapApi: 'key_1',
      header: { ...base.header, rentvineHeading: 'Homes for rent' },
      rentvineDisplayFilters: { ...base.rentvineDisplayFilters, search: 'off', dogs: 'on' },
    });
    expect(view).toMatchObject({
      source: 'rentvine',
      columns: 4,
      sort: 'availability',
      heading: 'Homes for rent',
      mapsKey: 'key_1',
    });
    expect(view.filters).toMatchObject({ search: false, dogs: true, minRent: true });
  });

  it('checks the shape of settings from the network', () => {
    expect(isRentvineSettings(defaultSettings('rentvine'))).toBe(true);
    expect(isRentvineSettings(defaultSettings('appfolio'))).toBe(false);
    expect(isRentvineSettings(listingsFixture('rentvine'))).toBe(false);
  });
});
