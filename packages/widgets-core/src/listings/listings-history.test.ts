import { describe, expect, it } from 'vitest';
import { listingInUrl, urlWithListing } from './listings-history';

describe('the listing in the address', () => {
  it('names the widget and the listing in one parameter, keeping the rest of the address', () => {
    const url = urlWithListing('https://site.example/rentals?page=2#top', 'w1', 'a b/c');
    expect(url).toBe('https://site.example/rentals?page=2&wg-listing=w1%7Ea+b%2Fc#top');
    expect(listingInUrl(url, 'w1')).toBe('a b/c');
    expect(listingInUrl(url, 'w2')).toBeNull();
    expect(urlWithListing(url, 'w1', null)).toBe('https://site.example/rentals?page=2#top');
  });
});
