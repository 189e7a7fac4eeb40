import { useState } from 'react';
import type { z } from 'zod';
import { type FormErrors, fieldErrorsOf, formErrorsFrom, NO_ERRORS } from './form-errors';

/** What a form does with its errors on submit: check the values first, then show a failed call. */
export interface FormErrorActions {
  /**
   * Checks the values with the same schema the API uses (spec 000 §5: the first failing rule per
   * field). On a failure the messages go under their fields and null comes back, so nothing is
   * sent; otherwise the earlier errors are cleared and the parsed body comes back.
   */
  validate<T extends object, Input>(schema: z.ZodType<T, Input>, values: NoInfer<Input>): T | null;
  /** For a call's onError: its fieldErrors under this form's fields, else its message (spec 000 §5/§8). */
  showFailure(error: unknown): void;
}

/** The actions for errors kept by someone else (the auth page clears both of its forms' on toggle). */
export function formErrorActions(fields: readonly string[], setErrors: (errors: FormErrors) => void): FormErrorActions {
  return {
    validate(schema, values) {
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setErrors({ fields: fieldErrorsOf(parsed.error), message: null });
        return null;
      }
      setErrors(NO_ERRORS);
      return parsed.data;
    },
    showFailure: (error) => setErrors(formErrorsFrom(error, fields)),
  };
}

/** A form's errors with the actions that set them; `fields` are the names this form shows errors under. */
export function useFormErrors(fields: readonly string[]): FormErrorActions & {
  errors: FormErrors;
  setErrors: (errors: FormErrors) => void;
} {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return { errors, setErrors, ...formErrorActions(fields, setErrors) };
}
