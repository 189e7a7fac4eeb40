import { createUserBodySchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../lib/alert';
import type { FormErrors } from '../../lib/form-errors';
import { EmailField, PasswordField, TextField } from '../../lib/form-field';
import { useSignUpMutation } from './auth.api';
import { PasswordRequirements } from './password-requirements';
import { PasswordStrength } from './password-strength';
import { useSessionFormSubmit } from './use-session-form-submit';

const FIELDS = ['displayName', 'email', 'password'] as const;

/** Create Account (spec 000 §2): Sign Up stays disabled until name, email and password are all filled. */
export function SignUpForm({ errors, onErrors }: { errors: FormErrors; onErrors: (errors: FormErrors) => void }) {
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signUpMutation = useSignUpMutation();
  const signUp = useSessionFormSubmit({
    mutation: signUpMutation,
    schema: createUserBodySchema,
    fields: FIELDS,
    onErrors,
  });
  const canSubmit = displayName.trim() !== '' && email.trim() !== '' && password !== '' && !signUp.busy;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) void signUp.submit({ displayName, email, password });
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
      <EmailField value={email} onValueChange={setEmail} error={errors.fields.email} />
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
      <ErrorAlert message={errors.message} />
      <button type="submit" className="button button--block" disabled={!canSubmit}>
        {signUp.busy ? 'Signing Up…' : 'Sign Up'}
      </button>
    </form>
  );
}
