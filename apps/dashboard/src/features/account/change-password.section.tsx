import { ACCOUNT_MESSAGES, passwordError } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { type FormErrors, NO_ERRORS } from '../../lib/form-errors';
import { useFormErrors } from '../../lib/use-form-errors';
import { ErrorAlert } from '../../ui/alert/alert';
import { PasswordField } from '../../ui/form-field/form-field';
import { NewPasswordFields } from '../../ui/new-password-fields/new-password-fields';
import { useChangePasswordMutation } from './account.api';
import { AccountFormActions, AccountSection } from './account-section';
import { useSavedMessage } from './use-saved-message';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Reset Password on the account page: the current password, then the new one twice. */
export function ChangePasswordSection({ userId }: { userId: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useFormErrors(FIELDS);
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
      form.setErrors({ fields, message: null });
      return;
    }
    form.setErrors(NO_ERRORS);
    changePassword.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setPassword('');
          setConfirmPassword('');
          saved.show();
        },
        onError: form.showFailure,
      },
    );
  }

  const canSave = currentPassword !== '' && password !== '' && confirmPassword !== '' && !changePassword.isPending;
  return (
    <AccountSection
      titleId="account-password-title"
      title="Reset Password"
      lead="At least 8 characters, with an uppercase and a lowercase letter, a number and a special character."
    >
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Reset Password">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={form.errors.fields.currentPassword}
        />
        <div className="account-form__row">
          <NewPasswordFields
            password={password}
            confirmPassword={confirmPassword}
            onPasswordChange={setPassword}
            onConfirmPasswordChange={setConfirmPassword}
            errors={form.errors.fields}
          />
        </div>
        <ErrorAlert message={form.errors.message} />
        <AccountFormActions
          saved={saved.visible}
          pending={changePassword.isPending}
          disabled={!canSave}
          label="Change Password"
        />
      </form>
    </AccountSection>
  );
}
