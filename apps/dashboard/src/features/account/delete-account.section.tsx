import { useState } from 'react';
import { useSignOut } from '../../lib/session/session.actions';
import { ConfirmPopup } from '../../ui/popup/popup';
import { AFTER_ACCOUNT_DELETED_PATH } from '../auth';
import { useDeleteAccountMutation } from './account.api';
import { AccountSection } from './account-section';

/** Delete Account with a confirmation popup; afterwards the browser is signed out and back at /, which says
 * the account is gone (otherwise it would look like nothing happened). */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccountMutation(userId);
  const signOut = useSignOut();

  function close() {
    setOpen(false);
    deleteAccount.reset();
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
      <ConfirmPopup
        open={open}
        title="Delete Account"
        question="Do you really want to delete your account? Your widgets stop working on your sites."
        error={deleteAccount.error}
        pending={deleteAccount.isPending}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={() =>
          deleteAccount.mutate(undefined, {
            onSuccess: () => void signOut(AFTER_ACCOUNT_DELETED_PATH, { endSession: false }),
          })
        }
        onClose={close}
      />
    </AccountSection>
  );
}
