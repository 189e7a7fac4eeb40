import { z } from 'zod';
import { clientString } from '../rules/text.rule';
import { httpUrlSchema } from '../rules/url.rule';
import { sourceIdsOf } from './source-registry';

// The one shape every listing source (the registry's kind 'listings') is normalised to by the API's adapters,
// cached, and handed to the listing widget runtimes. Like the reviews it reaches customers' pages:
// every address is an absolute http(s) URL (adapters drop anything else) and every text is plain
// text that the runtimes escape. A value the source does not give is null, never a guess.

const text = clientString();
const nullableText = text.nullable();
const nullableUrl = httpUrlSchema.nullable();

export const listingSourceSchema = z.enum(sourceIdsOf('listings'));
export type ListingSource = z.infer<typeof listingSourceSchema>;

/** Monthly rent in dollars; a range when the source gives one ("$1,500 - $1,700"), else min = max. */
export const listingRentSchema = z.object({
  min: z.number().nonnegative(),
  max: z.number().nonnegative(),
});
export type ListingRent = z.infer<typeof listingRentSchema>;

export const listingAddressSchema = z.object({
  street: nullableText,
  /** Unit, suite, apartment. */
  street2: nullableText,
  city: nullableText,
  /** Two-letter state or province as the source gives it. */
  state: nullableText,
  postalCode: nullableText,
  /** The whole address on one line, as a visitor reads it. */
  full: text,
});
export type ListingAddress = z.infer<typeof listingAddressSchema>;

export const listingPetsSchema = z.object({
  cats: z.boolean().nullable(),
  dogs: z.boolean().nullable(),
  /** The source's own words ("Cats allowed, small dogs only"). */
  policy: nullableText,
});
export type ListingPets = z.infer<typeof listingPetsSchema>;

export const listingSchema = z.object({
  /** The source's own id of the listing (its listing uid or id). */
  id: text.min(1),
  title: text,
  address: listingAddressSchema,
  rent: listingRentSchema.nullable(),
  /** 0 for a studio. */
  beds: z.number().nonnegative().nullable(),
  /** Halves count 0.5 (2.5 = two full and one half bath). */
  baths: z.number().nonnegative().nullable(),
  squareFeet: z.number().nonnegative().nullable(),
  /** ISO day (`2026-10-01`); null when available now or not said (`availableNow` tells which). */
  availableDate: z.iso.date().nullable(),
  availableNow: z.boolean(),
  pets: listingPetsSchema,
  /** The first is the card's image. */
  photos: z.array(httpUrlSchema),
  description: nullableText,
  /** Lease terms as the detail page lists them. */
  terms: z.array(text),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  phone: nullableText,
  email: nullableText,
  /** The listing's page on the source. */
  detailUrl: nullableUrl,
  applyUrl: nullableUrl,
  showingUrl: nullableUrl,
  contactUrl: nullableUrl,
  /** When the source posted it (ISO timestamp or day); the "date posted" sort uses it. */
  postedAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).nullable(),
  /** Property groups the listing belongs to, when the source gives them (one that filters on its side gives none). */
  groups: z.array(text),
  // What a renter asks about beyond the rent (when the source gives them). Optional, so listings cached
  // before they were read still parse; null when the source does not say.
  /** Parking spaces that come with the home. */
  parkingSpaces: z.number().int().nonnegative().nullable().optional(),
  furnished: z.boolean().nullable().optional(),
  /** A virtual tour of the home. */
  virtualTourUrl: nullableUrl.optional(),
  /** Utilities the rent includes ("Water", "Garbage"). */
  utilitiesIncluded: z.array(text).optional(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingsDataSchema = z.object({
  source: listingSourceSchema,
  /** Empty when the company has no vacancies. */
  listings: z.array(listingSchema),
  /** When the API read the source (ISO timestamp). */
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type ListingsData = z.infer<typeof listingsDataSchema>;
