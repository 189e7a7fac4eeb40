// Text limits the forms stop typing at, and what they say there. Apart from the schemas that use
// them so the dashboard's first script can show them without carrying zod (issue 28).

/** The longest display name; the forms stop typing there and say so. */
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** The longest email address (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The sentence for text over its limit, shown while typing stops at that same limit. */
export function textTooLong(max: number): string {
  return `Use at most ${max} characters.`;
}
