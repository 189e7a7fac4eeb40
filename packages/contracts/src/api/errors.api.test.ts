import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, fieldErrorsResponseSchema, toFieldErrors } from './errors.api';

describe('toFieldErrors', () => {
  const schema = z.object({
    email: z.string().min(3, 'too short').regex(/@/, 'no at'),
    nested: z.object({ value: z.number('a number') }),
  });

  it('keys the first message of each field by its dotted path', () => {
    const result = schema.safeParse({ email: 'x', nested: { value: 'y' } });
    if (result.success) throw new Error('expected a failure');
    const fieldErrors = toFieldErrors(result.error);
    expect(fieldErrors).toEqual({ email: 'too short', 'nested.value': 'a number' });
    expect(fieldErrorsResponseSchema.parse({ fieldErrors })).toEqual({ fieldErrors });
  });

  it('puts an issue about the whole body under the form key', () => {
    const result = schema.safeParse('not an object');
    if (result.success) throw new Error('expected a failure');
    expect(Object.keys(toFieldErrors(result.error))).toEqual([FORM_ERROR_KEY]);
  });
});
