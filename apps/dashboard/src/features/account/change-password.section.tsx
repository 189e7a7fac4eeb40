import { ACCOUNT_MESSAGES, passwordError } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '../../lib/form-errors';
import { PasswordField } from '../../lib/form-field';
import { PasswordStrength } from '../auth/password-strength';
import { useChangePasswordMutation } from './account.api';
import { useSavedMessage } from './use-saved-message';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Reset Password on the account page: the current password, then the new one twice. */
export function ChangePasswordSection({ userId }: { userId: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const saved = useSavedMessage();
  const changePassword = useChangePasswordMutation(userId);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    saved.hide();
    const fields: FormErrors['fields'] = {};
    const rule = passwordError(password);
    if (rule) fields.password = rule;
    else if (password !== confirmPassword) fields.confirmPassword = ACCOUNT_MESSAGES.passwordsDoNotMatch;
    if (Object.keys(fields).length > 0) {
      setErrors({ fields, message: null });
      return;
    }
    setErrors(NO_ERRORS);
    changePassword.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setPassword('');
          setConfirmPassword('');
          saved.show();
        },
        onError: (error) => setErrors(formErrorsFrom(error, FIELDS)),
      },
    );
  }

  const canSave = currentPassword !== '' && password !== '' && confirmPassword !== '' && !changePassword.isPending;
  return (
    <section className="card account-section" aria-labelledby="account-password-title">
      <div className="account-section__header">
        <h2 className="card__title" id="account-password-title">
          Reset Password
        </h2>
        <p className="account-section__lead">
          At least 8 characters, with an uppercase and a lowercase letter, a number and a special character.
        </p>
      </div>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Reset Password">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={errors.fields.currentPassword}
        />
        <div className="account-form__row">
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
        </div>
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
            {changePassword.isPending ? 'Saving…' : 'Change Password'}
          </button>
        </div>
      </form>
    </section>
  );
}
