// The Yelp widget's own choices (spec 001 §9).
// The zod schema builds its enums from these, and the runtime, which may not bundle zod, reads the
// same lists through '@widgetry/contracts/constants'.

/** yelp Get More Reviews: 5 to 45 in steps of 5. */
export const YELP_FETCH_COUNTS = [5, 10, 15, 20, 25, 30, 35, 40, 45] as const;
