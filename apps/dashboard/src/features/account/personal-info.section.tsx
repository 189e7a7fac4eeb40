import { ACCOUNT_MESSAGES, type User, updateUserBodySchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { type FormErrors, fieldErrorsOf, formErrorsFrom, NO_ERRORS } from '../../lib/form-errors';
import { TextField } from '../../lib/form-field';
import { useUpdateProfileMutation, useVerifyEmailRequestMutation } from './account.api';
import { useSavedMessage } from './use-saved-message';

const FIELDS = ['displayName', 'email'] as const;

/** Personal Information (spec 000 §2): display name and email with its verified indicator. */
export function PersonalInfoSection({ user }: { user: User }) {
  const [displayName, setDisplayName] = useState(user.displayName);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [verificationSent, setVerificationSent] = useState(false);
  const saved = useSavedMessage();
  const update = useUpdateProfileMutation(user.id);
  const requestVerification = useVerifyEmailRequestMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    saved.hide();
    const parsed = updateUserBodySchema.safeParse({ displayName, email });
    if (!parsed.success) {
      setErrors({ fields: fieldErrorsOf(parsed.error), message: null });
      return;
    }
    setErrors(NO_ERRORS);
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        // A new address needs its own verification; the earlier "sent" line was for the old one.
        if (updated.email !== user.email) setVerificationSent(false);
        saved.show();
      },
      onError: (error) => setErrors(formErrorsFrom(error, FIELDS)),
    });
  }

  function sendVerification() {
    setVerificationSent(false);
    setErrors(NO_ERRORS);
    requestVerification.mutate(user.email, {
      onSuccess: () => setVerificationSent(true),
      onError: (error) => setErrors(formErrorsFrom(error, FIELDS)),
    });
  }

  const canSave = displayName.trim() !== '' && email.trim() !== '' && !update.isPending;
  return (
    <section className="card account-section" aria-labelledby="account-personal-title">
      <div className="account-section__header">
        <h2 className="card__title" id="account-personal-title">
          Personal Information
        </h2>
        <p className="account-section__lead">
          Your name is shown in the navigation bar; your email is where we write to you.
        </p>
      </div>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Personal Information">
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
          labelAction={<VerifiedBadge verified={user.emailVerified} />}
        >
          {!user.emailVerified && (
            <div className="account-verify">
              <span>Verify your email address to save widgets.</span>
              <button
                type="button"
                className="link-button"
                onClick={sendVerification}
                disabled={requestVerification.isPending}
              >
                {requestVerification.isPending ? 'Sending…' : 'Send verification email'}
              </button>
            </div>
          )}
        </TextField>
        {verificationSent && (
          <p className="alert alert--success" role="status">
            {ACCOUNT_MESSAGES.emailSent}
          </p>
        )}
        {errors.message && (
          <p className="alert alert--error" role="alert">
            {errors.message}
          </p>
        )}
        <div className="account-form__actions">
          {saved.visible && (
            <p className="account-saved" role="status">
              {ACCOUNT_MESSAGES.settingsSaved}
            </p>
          )}
          <button type="submit" className="button" disabled={!canSave}>
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span className={verified ? 'verified verified--yes' : 'verified verified--no'}>
      {verified ? 'Verified' : 'Not verified'}
    </span>
  );
}
