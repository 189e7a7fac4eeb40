import { z } from 'zod';
import { userSchema } from '../entities/user.schema';
import { widgetTypeSchema } from '../entities/widget-type.schema';

/** The health check's answer. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * One dependency as GET /ready saw it: `up`, `down`, `unknown` (cannot be told: the migrations
 * while the database does not answer) or `unused` (not configured: Redis without REDIS_URL).
 */
export const dependencyStateSchema = z.enum(['up', 'down', 'unknown', 'unused']);
export type DependencyState = z.infer<typeof dependencyStateSchema>;

/** What a process depends on: the database, its migrations, Redis (shared limits), the change listener. */
export const dependencyStatesSchema = z.object({
  database: dependencyStateSchema,
  migrations: dependencyStateSchema,
  redis: dependencyStateSchema,
  listen: dependencyStateSchema,
});
export type DependencyStates = z.infer<typeof dependencyStatesSchema>;

/** GET /ready – 200: the process can serve; each dependency's state says what it serves without. */
export const readyResponseSchema = z.object({ status: z.literal('ok'), dependencies: dependencyStatesSchema });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** GET /ready – 503: why the process cannot serve (the error shape), with each dependency's state. */
export const notReadyResponseSchema = z.object({ error: z.string(), dependencies: dependencyStatesSchema });
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;

/** GET / – login check: the current user (or null) and the widget types of the library. */
export const loginCheckResponseSchema = z.object({
  user: userSchema.nullable(),
  widgetTypes: z.array(widgetTypeSchema),
  isUserLoggedIn: z.boolean(),
});
export type LoginCheckResponse = z.infer<typeof loginCheckResponseSchema>;
