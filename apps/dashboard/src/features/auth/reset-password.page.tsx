import { ACCOUNT_MESSAGES, resetPasswordFormSchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { clearStoredSession } from '../../lib/auth-storage';
import { browserLocation } from '../../lib/browser-location';
import { useFormErrors } from '../../lib/use-form-errors';
import { ErrorAlert, SuccessAlert } from '../../ui/alert/alert';
import { NewPasswordFields } from '../../ui/new-password-fields/new-password-fields';
import { useResetLinkQuery, useResetPasswordMutation } from './auth.api';
import { AFTER_RESET_PATH } from './auth.page';
import './auth.css';

/** The API's answer for a reset link that is used, expired or not this account's. */
function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 401);
}

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
  const form = useFormErrors(['password']);
  const [done, setDone] = useState(false);
  const resetPassword = useResetPasswordMutation();
  const linkMissing = userId === '' || token === '';
  // Asked on load, so a used or expired link says so before a new password is typed twice
  // (issue 29 #21). Any other failure leaves the form, whose submit reports what went wrong.
  const linkCheck = useResetLinkQuery({ userId, token, enabled: !linkMissing });
  const linkRefused = isRefusedLink(linkCheck.error);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate(resetPasswordFormSchema, { password, confirmPassword });
    if (!values) return;
    resetPassword.mutate(
      { userId, token, body: { password: values.password } },
      {
        onSuccess: () => {
          clearStoredSession();
          setDone(true);
          browserLocation.assign(AFTER_RESET_PATH);
        },
        onError: (error) => {
          if (isRefusedLink(error)) {
            form.setErrors({ fields: {}, message: ACCOUNT_MESSAGES.linkExpired });
          } else if (error instanceof ApiError && error.status === 400) {
            // Spec 000 §8: a 400 is shown as a password field error.
            form.setErrors({ fields: { password: error.fieldErrors?.password ?? error.message }, message: null });
          } else {
            form.showFailure(error);
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
        {!linkMissing && linkCheck.isPending ? (
          <p className="reset__checking" role="status">
            Checking your link…
          </p>
        ) : linkMissing || linkRefused ? (
          <div className="reset__missing">
            <ErrorAlert message={ACCOUNT_MESSAGES.linkExpired} />
            {/* A dead end otherwise: from sign-in the visitor can ask for a fresh link. */}
            <Link className="button button--block" to="/?mode=signin">
              Back to Sign In
            </Link>
          </div>
        ) : (
          <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset Password">
            <NewPasswordFields
              password={password}
              confirmPassword={confirmPassword}
              onPasswordChange={setPassword}
              onConfirmPasswordChange={setConfirmPassword}
              errors={form.errors.fields}
            />
            <ErrorAlert message={form.errors.message} />
            <SuccessAlert message={done ? 'Your password has been reset. Taking you to sign in…' : null} />
            <button type="submit" className="button button--block" disabled={!canSubmit}>
              {resetPassword.isPending ? 'Saving…' : 'Reset Password'}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
