import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { loadedWireSchemas, loadWireSchemas } from '../../lib/lazy-schema';
import { useFormErrors } from '../../lib/use-form-errors';
import { ErrorAlert, SuccessAlert } from '../../ui/alert/alert';
import { EmailField } from '../../ui/form-field/form-field';
import { Popup } from '../../ui/popup/popup';
import { useForgotPasswordMutation } from './auth.api';

const FIELDS = ['email'] as const;

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
  const form = useFormErrors(FIELDS);
  const [sent, setSent] = useState(false);
  const forgotPassword = useForgotPasswordMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    // The rule is in the wire schemas' chunk, loaded by the login check; else this waits for it.
    let schemas = loadedWireSchemas();
    if (!schemas) {
      try {
        schemas = await loadWireSchemas();
      } catch (error) {
        form.showFailure(error);
        return;
      }
    }
    const body = form.validate(schemas.forgotPasswordBodySchema, { email });
    if (!body) return;
    forgotPassword.mutate(body, { onSuccess: () => setSent(true), onError: form.showFailure });
  }

  return (
    <form className="popup__form" onSubmit={onSubmit} noValidate>
      <p className="page__lead">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <EmailField value={email} onValueChange={setEmail} error={form.errors.fields.email} />
      <ErrorAlert message={form.errors.message} />
      <SuccessAlert message={sent ? ACCOUNT_MESSAGES.emailSent : null} />
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
