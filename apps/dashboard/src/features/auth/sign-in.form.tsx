import { loginBodySchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import type { FormErrors } from '../../lib/form-errors';
import { ErrorAlert, SuccessAlert } from '../../ui/alert/alert';
import { EmailField, PasswordField } from '../../ui/form-field/form-field';
import { useSignInMutation } from './auth.api';
import { ForgotPassword } from './forgot-password.popup';
import { useSessionFormSubmit } from './use-session-form-submit';

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
  const signInMutation = useSignInMutation();
  const signIn = useSessionFormSubmit({ mutation: signInMutation, schema: loginBodySchema, fields: FIELDS, onErrors });
  const canSubmit = email.trim() !== '' && password !== '' && !signIn.busy;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) void signIn.submit({ email, password });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="auth-sign-in-title">
      <h2 className="auth-form__title" id="auth-sign-in-title">
        Sign In
      </h2>
      <p className="auth-form__lead">Welcome back. Sign in to manage your widgets.</p>
      <SuccessAlert message={notice} />
      <EmailField value={email} onValueChange={setEmail} error={errors.fields.email} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.fields.password}
      />
      <ForgotPassword initialEmail={email} />
      <ErrorAlert message={errors.message} />
      <button type="submit" className="button button--block" disabled={!canSubmit}>
        {signIn.busy ? 'Signing In…' : 'Sign In'}
      </button>
    </form>
  );
}
