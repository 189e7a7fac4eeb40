import { z } from 'zod';
import { USER_ROLES } from '../constants/lists';

/** A user as the API sends it. The password is never part of an answer. */
export const userSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Missing means customer (spec 000 §3). */
  userRole: z.enum(USER_ROLES).default('customer'),
  createdAt: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const displayNameSchema = z.string().trim().min(1, 'Please enter your name.').max(100);
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.'));
