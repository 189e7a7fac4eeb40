import { ACCOUNT_MESSAGES, resetPasswordFormSchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { clearStoredSession } from '../../lib/auth-storage';
import { browserLocation } from '../../lib/browser-location';
import { type FormErrors, fieldErrorsOf, formErrorsFrom, NO_ERRORS } from '../../lib/form-errors';
import { PasswordField } from '../../lib/form-field';
import { useResetPasswordMutation } from './auth.api';
import { AFTER_RESET_PATH } from './auth.page';
import { PasswordStrength } from './password-strength';
import './auth.css';

/**
 * /resetPassword?userId&token: sets a new password from the emailed link (spec 000 §2, §4, §8).
 * On success every stored credential goes (token, user id and the impersonation keys) and the page
 * reloads onto the sign-in panel.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [done, setDone] = useState(false);
  const resetPassword = useResetPasswordMutation();
  const linkMissing = userId === '' || token === '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setErrors({ fields: fieldErrorsOf(parsed.error), message: null });
      return;
    }
    setErrors(NO_ERRORS);
    resetPassword.mutate(
      { userId, token, body: { password: parsed.data.password } },
      {
        onSuccess: () => {
          clearStoredSession();
          setDone(true);
          browserLocation.assign(AFTER_RESET_PATH);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 403 || error.status === 401)) {
            setErrors({ fields: {}, message: ACCOUNT_MESSAGES.linkExpired });
          } else if (error instanceof ApiError && error.status === 400) {
            // Spec 000 §8: a 400 is shown as a password field error.
            setErrors({ fields: { password: error.fieldErrors?.password ?? error.message }, message: null });
          } else {
            setErrors(formErrorsFrom(error, ['password']));
          }
        },
      },
    );
  }

  const canSubmit = password !== '' && confirmPassword !== '' && !resetPassword.isPending && !done;
  return (
    <section className="page page--narrow">
      <h1 className="page__title">Reset Password</h1>
      <p className="page__lead reset__lead">Choose a new password for your Widgetry account.</p>
      <div className="card reset">
        {linkMissing ? (
          <p className="alert alert--error" role="alert">
            {ACCOUNT_MESSAGES.linkExpired}
          </p>
        ) : (
          <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset Password">
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              error={errors.fields.password}
            >
              <PasswordStrength password={password} />
            </PasswordField>
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={setConfirmPassword}
              error={errors.fields.confirmPassword}
            />
            {errors.message && (
              <p className="alert alert--error" role="alert">
                {errors.message}
              </p>
            )}
            {done && (
              <p className="alert alert--success" role="status">
                Your password has been reset. Taking you to sign in…
              </p>
            )}
            <button type="submit" className="button button--block" disabled={!canSubmit}>
              {resetPassword.isPending ? 'Saving…' : 'Reset Password'}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
