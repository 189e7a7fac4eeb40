import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants/limits';
import { USER_ROLES } from '../constants/lists';
import { ACCOUNT_MESSAGES } from '../constants/messages';
import { clientString } from '../rules/text.rule';

/** A user as the API sends it. The password is never part of an answer. */
export const userSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Missing means customer (spec 000 §3). */
  userRole: z.enum(USER_ROLES).default('customer'),
  createdAt: z.string().optional(),
  /** A new address waiting for its link to be opened; absent or null when no change is under way. */
  pendingEmail: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const displayNameSchema = clientString({ error: ACCOUNT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.nameRequired })
  .max(DISPLAY_NAME_MAX_LENGTH);
export const emailSchema = clientString({ error: ACCOUNT_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: ACCOUNT_MESSAGES.invalidEmail })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.invalidEmail }));
