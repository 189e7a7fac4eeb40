import { createUserBodySchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { type FormErrors, fieldErrorsOf, formErrorsFrom, NO_ERRORS } from '../../lib/form-errors';
import { PasswordField, TextField } from '../../lib/form-field';
import { useStartSession } from '../shell/user-session';
import { HUMAN_CHECK_NOT_LOADED, useHumanCheck, useSignUpMutation } from './auth.api';
import { PasswordRequirements } from './password-requirements';
import { PasswordStrength } from './password-strength';

const FIELDS = ['displayName', 'email', 'password'] as const;

/** Create Account (spec 000 §2): Sign Up stays disabled until name, email and password are all filled. */
export function SignUpForm({ errors, onErrors }: { errors: FormErrors; onErrors: (errors: FormErrors) => void }) {
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const signUp = useSignUpMutation();
  const humanCheck = useHumanCheck();
  const startSession = useStartSession();

  const busy = checking || signUp.isPending;
  const canSubmit = displayName.trim() !== '' && email.trim() !== '' && password !== '' && !busy;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    // The same rules as the API, so the first failing password rule shows before anything is sent.
    const parsed = createUserBodySchema.safeParse({ displayName, email, password });
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
    signUp.mutate(
      { ...parsed.data, ...check },
      { onSuccess: startSession, onError: (error) => onErrors(formErrorsFrom(error, FIELDS)) },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="auth-sign-up-title">
      <h2 className="auth-form__title" id="auth-sign-up-title">
        Create Account
      </h2>
      <p className="auth-form__lead">Start building widgets for your site in minutes.</p>
      <TextField
        label="Display Name"
        autoComplete="name"
        value={displayName}
        onValueChange={setDisplayName}
        error={errors.fields.displayName}
      />
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
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.fields.password}
        labelAction={<PasswordRequirements />}
      >
        <PasswordStrength password={password} />
      </PasswordField>
      {errors.message && (
        <p className="alert alert--error" role="alert">
          {errors.message}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={!canSubmit}>
        {busy ? 'Signing Up…' : 'Sign Up'}
      </button>
    </form>
  );
}
