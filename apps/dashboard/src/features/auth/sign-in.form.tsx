import { loginBodySchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { type FormErrors, fieldErrorsOf, formErrorsFrom, NO_ERRORS } from '../../lib/form-errors';
import { PasswordField, TextField } from '../../lib/form-field';
import { useStartSession } from '../shell/user-session';
import { HUMAN_CHECK_NOT_LOADED, useHumanCheck, useSignInMutation } from './auth.api';
import { ForgotPassword } from './forgot-password.popup';

const FIELDS = ['email', 'password'] as const;

/** Sign In (spec 000 §2): disabled until email and password are filled; Forgot Password opens its popup. */
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
  const [checking, setChecking] = useState(false);
  const signIn = useSignInMutation();
  const humanCheck = useHumanCheck();
  const startSession = useStartSession();

  const busy = checking || signIn.isPending;
  const canSubmit = email.trim() !== '' && password !== '' && !busy;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      onErrors({ fields: fieldErrorsOf(parsed.error), message: null });
      return;
    }
    onErrors(NO_ERRORS);
    setChecking(true);
    const check = await humanCheck();
    setChecking(false);
    if (!check) {
      onErrors({ fields: {}, message: HUMAN_CHECK_NOT_LOADED });
      return;
    }
    signIn.mutate(
      { ...parsed.data, ...check },
      { onSuccess: startSession, onError: (error) => onErrors(formErrorsFrom(error, FIELDS)) },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="auth-sign-in-title">
      <h2 className="auth-form__title" id="auth-sign-in-title">
        Sign In
      </h2>
      <p className="auth-form__lead">Welcome back. Sign in to manage your widgets.</p>
      {notice && (
        <p className="alert alert--success" role="status">
          {notice}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={errors.fields.email}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.fields.password}
      />
      <ForgotPassword initialEmail={email} />
      {errors.message && (
        <p className="alert alert--error" role="alert">
          {errors.message}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={!canSubmit}>
        {busy ? 'Signing In…' : 'Sign In'}
      </button>
    </form>
  );
}
