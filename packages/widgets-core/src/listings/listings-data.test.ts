import { describe, expect, it } from 'vitest';
import { listingsFixture } from './listings.test-support';
import { readListingsData } from './listings-data';

describe('readListingsData', () => {
  it('reads the normalised listings of its own source only', () => {
    const data = listingsFixture('rentvine');
    expect(readListingsData(data, 'rentvine')).toEqual(data);
    expect(readListingsData(data, 'appfolio')).toBeNull();
    expect(readListingsData(null, 'rentvine')).toBeNull();
    expect(readListingsData({ source: 'rentvine', listings: 'x' }, 'rentvine')).toBeNull();
  });

  it('leaves out listings without an id and repeats, and drops malformed fields', () => {
    const data = readListingsData(
      {
        source: 'appfolio',
        listings: [
          { title: 'no id' },
          { id: 'a', title: 'A', rent: { min: 'cheap', max: 5 }, beds: -1, latitude: 300, photos: ['x', 4] },
          { id: 'a', title: 'again' },
        ],
      },
      'appfolio',
    );
    expect(data?.listings).toHaveLength(1);
    expect(data?.listings[0]).toMatchObject({
      id: 'a',
      title: 'A',
      rent: null,
      beds: null,
      latitude: null,
      photos: ['x'],
    });
  });
});
