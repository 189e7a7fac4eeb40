import { defaultSettings, type ListingsData } from '@widgetry/contracts';
import { mount } from '@widgetry/widgets-core';
import { afterEach, describe, expect, it } from 'vitest';
import { listing } from '../../widgets-core/src/listings/listings.test-support';
import { rentvineRuntime } from './index';

// The Single Listing page of a Rentvine listing: the lease terms and the facts a renter asks about
// (Rentvine's leaseDescription, depositDescription, parkingSpaces, isFurnished, virtualTour and
// is…Included flags, as the API normalises them).

const address = (street: string) => ({
  street,
  street2: null,
  city: 'Nashville',
  state: 'TN',
  postalCode: '37212',
  full: `${street}, Nashville, TN 37212`,
});

const data: ListingsData = {
  source: 'rentvine',
  fetchedAt: '2026-09-20T08:00:00Z',
  listings: [
    listing({
      id: '8101',
      title: 'Belmont 3BR Townhome',
      address: address('2210 Belmont Blvd'),
      terms: ['12-month lease minimum', "Deposit: One month's rent, due at signing."],
      parkingSpaces: 2,
      furnished: false,
      virtualTourUrl: 'https://my.matterport.com/show/?m=Zx81ybTQ2Hq',
      utilitiesIncluded: ['Water', 'Sewage', 'Garbage'],
    }),
    listing({
      id: '8102',
      title: 'Furnished Loft',
      address: address('500 Church St'),
      terms: ['Deposit: $1,500'],
      parkingSpaces: 1,
      furnished: true,
      virtualTourUrl: 'javascript:alert(1)',
      utilitiesIncluded: [],
    }),
    // Cached before these facts were read: the page has no Features section at all.
    listing({ id: 'old', title: 'Older listing', address: address('18 Shelby Ave') }),
  ],
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.history.replaceState(null, '', '/');
});

/** Mounts the widget with the data as it arrives over the network, and opens one listing's page. */
function openListing(id: string): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute('data-widgetry-id', 'rv1');
  document.body.append(host);
  const widget = mount(host, {
    runtime: rentvineRuntime,
    settings: defaultSettings('rentvine'),
    data: JSON.parse(JSON.stringify(data)),
  });
  cleanups.push(() => {
    widget.destroy();
    host.remove();
  });
  host.shadowRoot?.querySelector<HTMLElement>(`[data-id="${id}"] .wg-ls-detail-btn`)?.click();
  const page = host.shadowRoot?.querySelector<HTMLElement>('.wg-ls-page');
  if (!page || page.hidden) throw new Error(`the page of ${id} did not open`);
  return page;
}

const section = (page: HTMLElement, heading: string) =>
  [...page.querySelectorAll('.wg-ls-d-section')].find((s) => s.querySelector('h3')?.textContent === heading);
const items = (page: HTMLElement, heading: string) =>
  [...(section(page, heading)?.querySelectorAll('li') ?? [])].map((li) => li.textContent);

describe('the Rentvine listing page', () => {
  it('shows the lease terms with the deposit, parking, furnishing, included utilities and the virtual tour', () => {
    const page = openListing('8101');
    expect(items(page, 'Lease Terms')).toEqual([
      '12-month lease minimum',
      "Deposit: One month's rent, due at signing.",
    ]);
    expect(items(page, 'Features')).toEqual([
      '2 parking spaces',
      'Unfurnished',
      'Utilities included: Water, Sewage, Garbage',
      'Take a virtual tour (opens in a new tab)',
    ]);
    const tour = page.querySelector<HTMLAnchorElement>('a.wg-ls-d-tour');
    expect(tour?.getAttribute('href')).toBe('https://my.matterport.com/show/?m=Zx81ybTQ2Hq');
    expect(tour?.target).toBe('_blank');
    expect(tour?.rel).toBe('noopener');
  });

  it('leaves out a tour whose address is not http(s), and says a furnished home is', () => {
    const page = openListing('8102');
    expect(items(page, 'Lease Terms')).toEqual(['Deposit: $1,500']);
    expect(items(page, 'Features')).toEqual(['1 parking space', 'Furnished']);
    expect(page.querySelector('a.wg-ls-d-tour')).toBeNull();
    expect(page.innerHTML).not.toContain('javascript:');
  });

  it('shows no Features section for a listing that does not say them', () => {
    const page = openListing('old');
    expect(section(page, 'Features')).toBeUndefined();
    expect(section(page, 'Lease Terms')).toBeUndefined();
  });
});
