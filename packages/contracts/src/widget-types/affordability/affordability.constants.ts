// The affordability calculator's own choices (spec 002 §3, §9).
// The zod schema builds its enums from these, and the runtime, which may not bundle zod, reads the
// same lists through '@widgetry/contracts/constants'.

export const AFFORDABILITY_TEMPLATES = ['vertical', 'horizontal'] as const;
export const AFFORDABILITY_SPACINGS = ['compact', 'normal', 'spacious'] as const;
export const AFFORDABILITY_RESULT_LAYOUTS = ['simple'] as const;
