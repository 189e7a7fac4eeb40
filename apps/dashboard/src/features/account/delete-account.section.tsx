import { useState } from 'react';
import { Popup } from '../shell/popup';
import { useSignOut } from '../shell/user-session';
import { useDeleteAccountMutation } from './account.api';

/** Delete Account with a confirmation popup; afterwards the browser is signed out and back at /. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccountMutation(userId);
  const signOut = useSignOut();

  function close() {
    setOpen(false);
    deleteAccount.reset();
  }

  return (
    <section className="card account-section account-section--danger" aria-labelledby="account-delete-title">
      <div className="account-section__header">
        <h2 className="card__title" id="account-delete-title">
          Delete Account
        </h2>
        <p className="account-section__lead">
          Deleting your account removes your widgets and ends your subscriptions. This cannot be undone.
        </p>
      </div>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <Popup open={open} title="Delete Account" onClose={close}>
        <p>Do you really want to delete your account? Your widgets stop working on your sites.</p>
        {deleteAccount.error && (
          <p className="alert alert--error" role="alert">
            {deleteAccount.error.message}
          </p>
        )}
        <div className="popup__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={deleteAccount.isPending}
            onClick={() => deleteAccount.mutate(undefined, { onSuccess: () => void signOut() })}
          >
            {deleteAccount.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </Popup>
    </section>
  );
}
