import type { Listing } from '@widgetry/contracts';

// A widget's Group narrows the company's listings to one property group. Customers type the name
// as they see it at their listings provider, so case and surrounding spaces do not matter.

const normal = (name: string) => name.trim().toLocaleLowerCase('en-US');

/** The listings in `group`; all of them when the group is empty. */
export function inGroup(listings: readonly Listing[], group: string): Listing[] {
  const wanted = normal(group);
  if (wanted === '') return [...listings];
  return listings.filter((listing) => listing.groups.some((name) => normal(name) === wanted));
}
