import { SIGN_IN_CODE_MESSAGES, SIGN_IN_CODE_REQUIRED } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { FormErrors } from '../../lib/form-errors';
import { ErrorAlert, SuccessAlert } from '../../ui/alert/alert';
import { EmailField, PasswordField, TextField } from '../../ui/form-field/form-field';
import { useSignInMutation } from './auth.api';
import { ForgotPassword } from './forgot-password.popup';
import { useSessionFormSubmit } from './use-session-form-submit';

const FIELDS = ['email', 'password', 'signInCode'] as const;

/** Whether the API asks for the code it mailed (an account guessed from many addresses, issue 25 §3). */
export function asksForSignInCode(error: unknown): boolean {
  return error instanceof ApiError && error.code === SIGN_IN_CODE_REQUIRED;
}

/**
 * Sign In (spec 000 §2): disabled until email and password are filled; Forgot Password opens its
 * popup. When the API answers that the account needs the code it mailed, a code field appears and
 * the form signs in with it; "Send a new code" asks again without one.
 */
export function SignInForm({
  errors,
  onErrors,
  notice,
}: {
  errors: FormErrors;
  onErrors: (errors: FormErrors) => void;
  /** A success line to greet with, e.g. after a password reset. */
  notice?: string | null;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [signInCode, setSignInCode] = useState('');
  const signInMutation = useSignInMutation();
  const signIn = useSessionFormSubmit({
    mutation: signInMutation,
    schema: (schemas) => schemas.loginBodySchema,
    fields: FIELDS,
    onErrors,
    onFailure: (error) => {
      if (asksForSignInCode(error)) setCodeNeeded(true);
    },
  });
  const filled = email.trim() !== '' && password !== '' && (!codeNeeded || signInCode.trim() !== '');
  const canSubmit = filled && !signIn.busy;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) void signIn.submit({ email, password, ...(codeNeeded ? { signInCode } : {}) });
  }

  function sendNewCode() {
    setSignInCode('');
    void signIn.submit({ email, password });
  }

  function changeEmail(value: string) {
    setEmail(value);
    // The code belongs to the account it was mailed for.
    setCodeNeeded(false);
    setSignInCode('');
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="auth-sign-in-title">
      <h2 className="auth-form__title" id="auth-sign-in-title">
        Sign In
      </h2>
      <p className="auth-form__lead">Welcome back. Sign in to manage your widgets.</p>
      <SuccessAlert message={notice} />
      <EmailField value={email} onValueChange={changeEmail} error={errors.fields.email} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.fields.password}
      />
      {codeNeeded && (
        <TextField
          label={SIGN_IN_CODE_MESSAGES.label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={signInCode}
          onValueChange={setSignInCode}
          error={errors.fields.signInCode}
        >
          <p className="auth-form__code-hint">{SIGN_IN_CODE_MESSAGES.sent}</p>
          <button type="button" className="link-button" onClick={sendNewCode} disabled={signIn.busy || password === ''}>
            {SIGN_IN_CODE_MESSAGES.resend}
          </button>
        </TextField>
      )}
      <ForgotPassword initialEmail={email} />
      <ErrorAlert message={errors.message} />
      <button type="submit" className="button button--block" disabled={!canSubmit}>
        {signIn.busy ? 'Signing In…' : 'Sign In'}
      </button>
    </form>
  );
}
