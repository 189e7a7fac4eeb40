import type { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { fieldErrors } from './http-errors';

/**
 * A value read by the schema the route only learns once it knows the caller or the list asked
 * for; a failure is the same 400 with fieldErrors that route-level validation answers.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fieldErrors(toFieldErrors(parsed.error.issues.map(toPathIssue)));
  return parsed.data;
}

function toPathIssue(issue: z.core.$ZodIssue): { path: string[]; message: string } {
  return { path: issue.path.map(String), message: issue.message };
}
