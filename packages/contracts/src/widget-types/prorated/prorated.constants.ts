// The prorated calculator's own choices (spec 002 §3, §9).
// The zod schema builds its enums from these, and the runtime, which may not bundle zod, reads the
// same lists through '@widgetry/contracts/constants'.

/** Prorated result layouts. */
export const RESULT_LAYOUTS = ['vertical', 'horizontal'] as const;
