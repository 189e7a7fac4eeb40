import { type FormEvent, useState } from 'react';
import { NO_ERRORS } from '../../lib/form-errors';
import { useSignOut } from '../../lib/session/session.actions';
import { useFormErrors } from '../../lib/use-form-errors';
import { ErrorAlert } from '../../ui/alert/alert';
import { PasswordField } from '../../ui/form-field/form-field';
import { Popup } from '../../ui/popup/popup';
import { AFTER_ACCOUNT_DELETED_PATH } from '../auth';
import { useDeleteAccountMutation } from './account.api';
import { AccountSection } from './account-section';

const FIELDS = ['password'] as const;

/**
 * Delete Account: a popup that asks for the account's password, since a deletion cannot be undone
 * and a browser left signed in must not be enough. Afterwards the browser is signed out and back
 * at /, which says the account is gone (otherwise it would look like nothing happened).
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const form = useFormErrors(FIELDS);
  const deleteAccount = useDeleteAccountMutation(userId);
  const signOut = useSignOut();

  function close() {
    setOpen(false);
    setPassword('');
    form.setErrors(NO_ERRORS);
    deleteAccount.reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    deleteAccount.mutate(
      { password },
      {
        onSuccess: () => void signOut(AFTER_ACCOUNT_DELETED_PATH, { endSession: false }),
        onError: form.showFailure,
      },
    );
  }

  return (
    <AccountSection
      titleId="account-delete-title"
      title="Delete Account"
      lead="Deleting your account removes your widgets and ends your subscriptions. This cannot be undone."
      danger
    >
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <Popup open={open} title="Delete Account" onClose={close}>
        <form onSubmit={onSubmit} noValidate aria-label="Confirm account deletion">
          <p>Do you really want to delete your account? Your widgets stop working on your sites.</p>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            error={form.errors.fields.password}
          />
          <ErrorAlert message={form.errors.message} />
          <div className="popup__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
            <button
              type="submit"
              className="button button--danger"
              disabled={password === '' || deleteAccount.isPending}
            >
              {deleteAccount.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </form>
      </Popup>
    </AccountSection>
  );
}
