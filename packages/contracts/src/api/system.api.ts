import { z } from 'zod';
import { userSchema } from '../entities/user.schema';
import { widgetTypeSchema } from '../entities/widget-type.schema';

/** The health check's answer. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET / – login check: the current user (or null) and the widget types of the library. */
export const loginCheckResponseSchema = z.object({
  user: userSchema.nullable(),
  widgetTypes: z.array(widgetTypeSchema),
  isUserLoggedIn: z.boolean(),
});
export type LoginCheckResponse = z.infer<typeof loginCheckResponseSchema>;
