// Issue 30: what a visitor does in a listing widget (appfolio, rentvine) that its owner is told
// about. Plain constants, free of zod, so a runtime can import them.
export const LISTING_EVENTS = [
  'listing_opened',
  'apply_clicked',
  'showing_requested',
  'map_opened',
  'filter_used',
] as const;
