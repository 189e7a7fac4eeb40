import { ACCOUNT_MESSAGES, forgotPasswordBodySchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { type FormErrors, fieldErrorsOf, formErrorsFrom, NO_ERRORS } from '../../lib/form-errors';
import { TextField } from '../../lib/form-field';
import { Popup } from '../shell/popup';
import { useForgotPasswordMutation } from './auth.api';

/** The Forgot Password link of the sign-in panel and its popup asking for the email (spec 000 §2). */
export function ForgotPassword({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button auth-form__forgot" onClick={() => setOpen(true)}>
        Forgot Password?
      </button>
      <Popup open={open} title="Forgot Password" onClose={() => setOpen(false)}>
        <ForgotPasswordForm initialEmail={initialEmail} onDone={() => setOpen(false)} />
      </Popup>
    </>
  );
}

function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sent, setSent] = useState(false);
  const forgotPassword = useForgotPasswordMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setErrors({ fields: fieldErrorsOf(parsed.error), message: null });
      return;
    }
    setErrors(NO_ERRORS);
    forgotPassword.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (error) => setErrors(formErrorsFrom(error, ['email'])),
    });
  }

  return (
    <form className="popup__form" onSubmit={onSubmit} noValidate>
      <p className="page__lead">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={errors.fields.email}
      />
      {errors.message && (
        <p className="alert alert--error" role="alert">
          {errors.message}
        </p>
      )}
      {sent && (
        <p className="alert alert--success" role="status">
          {ACCOUNT_MESSAGES.emailSent}
        </p>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {sent ? 'Done' : 'Cancel'}
        </button>
        <button type="submit" className="button" disabled={email.trim() === '' || forgotPassword.isPending}>
          {forgotPassword.isPending ? 'Sending…' : 'Send reset link'}
        </button>
      </div>
    </form>
  );
}
