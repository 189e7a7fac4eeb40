import { ACCOUNT_MESSAGES, DISPLAY_NAME_MAX_LENGTH, type User, updateUserBodySchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { NO_ERRORS } from '../../lib/form-errors';
import { useFormErrors } from '../../lib/use-form-errors';
import { sendButtonLabel, useVerificationMail } from '../../lib/verification/verification-mail';
import { ErrorAlert, SuccessAlert } from '../../ui/alert/alert';
import { EmailField, PasswordField, TextField } from '../../ui/form-field/form-field';
import { useUpdateProfileMutation } from './account.api';
import { AccountFormActions, AccountSection } from './account-section';
import { useSavedMessage } from './use-saved-message';

const FIELDS = ['displayName', 'email', 'currentPassword'] as const;

/** The page's sentence for an email change under way: where the link went, which address stays. */
export function pendingEmailMessage(user: Pick<User, 'email' | 'pendingEmail'>): string | null {
  if (!user.pendingEmail) return null;
  return ACCOUNT_MESSAGES.emailChangePending.replace('{email}', user.pendingEmail).replace('{current}', user.email);
}

/** Personal Information (spec 000 §2): display name and email with its verified indicator. */
export function PersonalInfoSection({ user }: { user: User }) {
  const [displayName, setDisplayName] = useState(user.displayName);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const form = useFormErrors(FIELDS);
  const [verificationSent, setVerificationSent] = useState(false);
  const saved = useSavedMessage();
  const update = useUpdateProfileMutation(user.id);
  const verificationMail = useVerificationMail();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    saved.hide();
    const emailChanging = email.trim().toLowerCase() !== user.email;
    const body = form.validate(updateUserBodySchema, {
      displayName,
      email,
      ...(emailChanging ? { currentPassword } : {}),
    });
    if (!body) return;
    update.mutate(body, {
      onSuccess: (updated) => {
        setCurrentPassword('');
        // The field goes back to the address in use: the new one is shown as waiting for its link.
        setEmail(updated.email);
        if (!emailChanging) saved.show();
      },
      onError: form.showFailure,
    });
  }

  function sendVerification() {
    setVerificationSent(false);
    form.setErrors(NO_ERRORS);
    verificationMail.send(user.email, {
      onSuccess: () => setVerificationSent(true),
      onError: form.showFailure,
    });
  }

  const emailChanging = email.trim().toLowerCase() !== user.email;
  const canSave =
    displayName.trim() !== '' && email.trim() !== '' && (!emailChanging || currentPassword !== '') && !update.isPending;
  const pending = pendingEmailMessage(user);
  return (
    <AccountSection
      titleId="account-personal-title"
      title="Personal Information"
      lead="Your name is shown in the navigation bar; your email is where we write to you."
    >
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Personal Information">
        <TextField
          label="Display Name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="name"
          value={displayName}
          onValueChange={setDisplayName}
          error={form.errors.fields.displayName}
        />
        <EmailField
          value={email}
          onValueChange={setEmail}
          error={form.errors.fields.email}
          labelAction={<VerifiedBadge verified={user.emailVerified} />}
        >
          {!user.emailVerified && (
            <div className="account-verify">
              <span>Verify your email address to save widgets.</span>
              <button
                type="button"
                className="link-button"
                onClick={sendVerification}
                disabled={!verificationMail.canSend}
              >
                {sendButtonLabel(verificationMail, 'Send verification email')}
              </button>
            </div>
          )}
        </EmailField>
        {emailChanging && (
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            value={currentPassword}
            onValueChange={setCurrentPassword}
            error={form.errors.fields.currentPassword}
          >
            <p className="account-hint">Needed to move your account to a new email address.</p>
          </PasswordField>
        )}
        {pending && (
          <p className="alert alert--warning" role="status">
            {pending}
          </p>
        )}
        <SuccessAlert message={verificationSent ? ACCOUNT_MESSAGES.emailSent : null} />
        <ErrorAlert message={form.errors.message} />
        <AccountFormActions saved={saved.visible} pending={update.isPending} disabled={!canSave} label="Save" />
      </form>
    </AccountSection>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span className={verified ? 'verified verified--yes' : 'verified verified--no'}>
      {verified ? 'Verified' : 'Not verified'}
    </span>
  );
}
