import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthResponse } from '@widgetry/contracts';
import { useState } from 'react';
import type { z } from 'zod';
// Not from editor-draft.ts, which brings the draft's zod schema into the first script.
import { signInReturnPath } from '../../lib/editor-draft/sign-in-return';
import type { FormErrors } from '../../lib/form-errors';
import { loadedWireSchemas, loadWireSchemas, type WireSchemas } from '../../lib/lazy-schema';
import { useStartSession } from '../../lib/session/session.actions';
import { formErrorActions } from '../../lib/use-form-errors';
import { HUMAN_CHECK_NOT_LOADED, useHumanCheck } from './auth.api';
import { useStartSessionAt } from './start-session-at';

/** Ours: the form's rules are a chunk of their own, and it could not be fetched. */
const RULES_NOT_LOADED = 'Could not reach the server. Please check your connection and try again.';

/**
 * The submit of Create Account and Sign In (spec 000 §2, §4): check the values with the API's own
 * rules, pass the human check, send, then start the session (back to the editor with a kept
 * draft, see startAndReturn) or show why not. Errors go to
 * `onErrors` because the auth page keeps them (it clears both forms' errors on toggle).
 */
export function useSessionFormSubmit<Body extends object, Input>({
  mutation,
  schema,
  fields,
  onErrors,
  onFailure,
}: {
  mutation: UseMutationResult<AuthResponse, Error, Body>;
  /**
   * The API's own rules for the body, picked from the wire schemas: zod and the contracts' schemas
   * are not in the first script (issue 28); the login check has loaded them, else submit waits.
   */
  schema: (schemas: WireSchemas) => z.ZodType<Body, Input>;
  /** The fields the form shows errors under. */
  fields: readonly string[];
  onErrors: (errors: FormErrors) => void;
  /** Sees a failed call before its errors are shown (sign-in: an answer asking for the mailed code). */
  onFailure?: (error: unknown) => void;
}): { busy: boolean; submit: (values: NoInfer<Input>) => Promise<void> } {
  const [checking, setChecking] = useState(false);
  const humanCheck = useHumanCheck();
  const startSession = useStartSession();
  const startSessionAt = useStartSessionAt();
  const { validate, showFailure } = formErrorActions(fields, onErrors);

  /**
   * Starts the session and opens the Dashboard, or the editor when the visitor came from its
   * "Sign in to save" popup: the editor brings the kept draft back.
   */
  async function startAndReturn(session: AuthResponse) {
    const back = signInReturnPath();
    await (back ? startSessionAt(session, back) : startSession(session));
  }

  async function submit(values: NoInfer<Input>) {
    let schemas = loadedWireSchemas();
    if (!schemas) {
      setChecking(true);
      try {
        schemas = await loadWireSchemas();
      } catch {
        onErrors({ fields: {}, message: RULES_NOT_LOADED });
        return;
      } finally {
        setChecking(false);
      }
    }
    // The same rules as the API, so the first failing rule (a password rule, say) shows before anything is sent.
    const body = validate(schema(schemas), values);
    if (!body) return;
    setChecking(true);
    const check = await humanCheck();
    setChecking(false);
    if (!check) {
      onErrors({ fields: {}, message: HUMAN_CHECK_NOT_LOADED });
      return;
    }
    mutation.mutate(
      { ...body, ...check },
      {
        onSuccess: startAndReturn,
        onError: (error) => {
          onFailure?.(error);
          showFailure(error);
        },
      },
    );
  }

  return { busy: checking || mutation.isPending, submit };
}
