// The Tripadvisor widget's own choices (spec 001 §9).
// The zod schema builds its enums from these, and the runtime, which may not bundle zod, reads the
// same lists through '@widgetry/contracts/constants'.

/** tripadvisor Max Reviews choices; 'all' means no limit. */
export const REVIEW_COUNTS = ['all', '5', '10', '15', '20'] as const;

/** tripadvisor Pages: 1 to 50, 20 reviews a page. */
export const PAGE_COUNT_MIN = 1;
export const PAGE_COUNT_MAX = 50;
// Built at import; the annotation lets a widget runtime, which never reads it, leave it out of its bundle.
export const PAGE_COUNTS = /* @__PURE__ */ Array.from({ length: PAGE_COUNT_MAX }, (_, i) => i + 1);
export const REVIEWS_PER_PAGE = 20;
