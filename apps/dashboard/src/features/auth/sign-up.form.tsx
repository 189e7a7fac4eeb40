import { DISPLAY_NAME_MAX_LENGTH } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { type FormErrors, withoutFieldError } from '../../lib/form-errors';
import { ErrorAlert, SuccessAlert } from '../../ui/alert/alert';
import { EmailField, PasswordField, TextField } from '../../ui/form-field/form-field';
import { PasswordStrength } from '../../ui/password-strength/password-strength';
import { useSignUpMutation } from './auth.api';
import { PasswordRequirements } from './password-requirements';
import { useSessionFormSubmit } from './use-session-form-submit';

const FIELDS = ['displayName', 'email', 'password'] as const;

/** Create Account (spec 000 §2): Sign Up stays disabled until name, email and password are all filled. */
export function SignUpForm({
  errors,
  onErrors,
  notice,
}: {
  errors: FormErrors;
  onErrors: (errors: FormErrors) => void;
  /** A line above the fields saying why the visitor is here (e.g. their account was just deleted). */
  notice?: string | null;
}) {
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signUpMutation = useSignUpMutation();
  const signUp = useSessionFormSubmit({
    mutation: signUpMutation,
    schema: (schemas) => schemas.createUserBodySchema,
    fields: FIELDS,
    onErrors,
  });
  const canSubmit = displayName.trim() !== '' && email.trim() !== '' && password !== '' && !signUp.busy;

  /** A field's setter that also drops that field's error, so a stale message does not outlive the edit. */
  function editing(field: (typeof FIELDS)[number], setValue: (value: string) => void) {
    return (value: string) => {
      setValue(value);
      if (errors.fields[field] !== undefined) onErrors(withoutFieldError(errors, field));
    };
  }

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
      <SuccessAlert message={notice} />
      <TextField
        label="Display Name"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="name"
        value={displayName}
        onValueChange={editing('displayName', setDisplayName)}
        error={errors.fields.displayName}
      />
      <EmailField value={email} onValueChange={editing('email', setEmail)} error={errors.fields.email} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={password}
        onValueChange={editing('password', setPassword)}
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
