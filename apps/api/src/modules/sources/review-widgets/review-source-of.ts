import {
  parseSettings,
  type ReviewSource,
  reviewSourceSchema,
  type SettingsByType,
  type WidgetTypeName,
} from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';

// Which source a review widget reads and how many reviews it needs, from its settings. Widgets
// that point at the same profile share one cache row, so the key is the address as the source
// means it: the host lowercased, no query, fragment or trailing slash (Yelp: the business id).

export const TRUSTPILOT_REVIEWS_PER_PAGE = 20;
/** Spec 001 §9: TripAdvisor is read 20 reviews a "page"; the widget's Pages setting says how many. */
export const TRIPADVISOR_REVIEWS_PER_PAGE = 20;

export interface ReviewSourceRef {
  source: ReviewSource;
  /** Identifies the cache row. */
  key: string;
  /** What the adapter reads: the profile or business address (Yelp: its id and address). */
  url: string;
  businessId?: string;
  /** How many reviews to keep at hand for this widget. */
  wanted: number;
}

/** The address without what does not change the page: a key for the cache; null when not an address. */
export function sourceKeyOfUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `https://${url.hostname.toLowerCase()}${path}`;
}

/** A review widget's type with its settings, checked against the type's contract. */
export type ReviewWidget = { [K in ReviewSource]: { type: K; settings: SettingsByType[K] } }[ReviewSource];

/** The widget as a review widget, or null for another type or settings its contract refuses. */
export function reviewWidgetOf(type: WidgetTypeName, settings: unknown): ReviewWidget | null {
  switch (type) {
    case 'trustpilot': {
      const parsed = parseSettings(type, settings);
      return parsed.success ? { type, settings: parsed.data } : null;
    }
    case 'tripadvisor': {
      const parsed = parseSettings(type, settings);
      return parsed.success ? { type, settings: parsed.data } : null;
    }
    case 'yelp': {
      const parsed = parseSettings(type, settings);
      return parsed.success ? { type, settings: parsed.data } : null;
    }
    default:
      return null;
  }
}

/** The source a review widget's settings point at; null while they name none (the editor asks for it). */
export function reviewSourceOf(widget: ReviewWidget): ReviewSourceRef | null {
  switch (widget.type) {
    case 'trustpilot': {
      const key = sourceKeyOfUrl(widget.settings.url);
      return key === null
        ? null
        : { source: 'trustpilot', key, url: widget.settings.url.trim(), wanted: TRUSTPILOT_REVIEWS_PER_PAGE };
    }
    case 'tripadvisor': {
      const key = sourceKeyOfUrl(widget.settings.url);
      const wanted = widget.settings.filters.reviewPageCount * TRIPADVISOR_REVIEWS_PER_PAGE;
      return key === null ? null : { source: 'tripadvisor', key, url: widget.settings.url.trim(), wanted };
    }
    case 'yelp': {
      const businessId = widget.settings.businessId.trim();
      if (businessId === '') return null;
      const { url, fetchReviews } = widget.settings;
      return { source: 'yelp', key: businessId, url: url.trim(), businessId, wanted: fetchReviews };
    }
  }
}

export const REVIEW_SOURCES = reviewSourceSchema.options;

/**
 * The background refresh's view of a cached source: its key is the address it was registered
 * under (Yelp: the business id, whose page is /biz/{id}), and it reads as many as any widget wants.
 */
export function reviewSourceOfRow(row: SourceCacheRow): ReviewSourceRef | null {
  const source = reviewSourceSchema.safeParse(row.source);
  if (!source.success) return null;
  if (source.data === 'yelp') {
    const url = `https://www.yelp.com/biz/${encodeURIComponent(row.sourceKey)}`;
    return { source: 'yelp', key: row.sourceKey, url, businessId: row.sourceKey, wanted: row.wanted };
  }
  return { source: source.data, key: row.sourceKey, url: row.sourceKey, wanted: row.wanted };
}
