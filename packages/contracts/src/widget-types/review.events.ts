// Issue 30: what a visitor does in a review widget (trustpilot, tripadvisor, yelp) that its owner
// is told about. Plain constants, free of zod, so a runtime can import them.
export const REVIEW_EVENTS = ['read_more', 'write_review_clicked', 'page_changed'] as const;
