import { ADMIN_MESSAGES, type AdminListUser } from '@widgetry/contracts';
import { type ReactNode, useState } from 'react';
import { useSwitchToUser } from '../../../lib/session/session.actions';
import { ConfirmPopup } from '../../../ui/popup/popup';
import { useDeleteUserMutation, useSendVerificationMutation } from './admin-users.api';
import { useTimedNotice } from './use-timed-notice';
import { UserFormPopup } from './user-form.popup';

type OpenPopup =
  | { kind: 'add' }
  | { kind: 'edit'; user: AdminListUser }
  | { kind: 'delete'; user: AdminListUser }
  | null;

export interface UserActions {
  add(): void;
  edit(user: AdminListUser): void;
  remove(user: AdminListUser): void;
  switchTo(user: AdminListUser): void;
  sendVerification(user: AdminListUser): void;
  /** 'Email sent successfully!' while it lasts. */
  notice: string | null;
  /** The popups (shown while one is open): render them once. */
  popups: ReactNode;
}

/**
 * Switch User is offered for customers only. The API never lends out an admin's account, and the
 * admin's own id is how it switches back: offered on the admin's own row, it "switched" the admin
 * to themselves and the banner said they were acting as themselves.
 */
export function canSwitchTo(user: AdminListUser): boolean {
  return user.userRole === 'customer';
}

/**
 * What the users list and the user details both offer (spec 003 §2): add and edit popups, the
 * delete confirmation, Switch User and Send Verification Mail with its notice for `noticeMs`.
 * Failures of Switch User and the mail are only logged (§8).
 */
export function useUserActions({ noticeMs, onDeleted }: { noticeMs: number; onDeleted?: () => void }): UserActions {
  const [open, setOpen] = useState<OpenPopup>(null);
  const remove = useDeleteUserMutation();
  const verification = useSendVerificationMutation();
  const switchToUser = useSwitchToUser();
  const notice = useTimedNotice(noticeMs);

  function close() {
    remove.reset();
    setOpen(null);
  }

  const deleting = open?.kind === 'delete' ? open.user : null;
  const popups = (
    <>
      <ConfirmPopup
        open={deleting !== null}
        title="Delete User"
        question="Are you sure you want to delete this user?"
        subject={deleting ? `${deleting.displayName} (${deleting.email})` : undefined}
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              close();
              onDeleted?.();
            },
          });
        }}
        onClose={close}
      />
      <UserFormPopup
        open={open?.kind === 'add' || open?.kind === 'edit'}
        user={open?.kind === 'edit' ? open.user : null}
        onClose={close}
      />
    </>
  );

  return {
    add: () => setOpen({ kind: 'add' }),
    edit: (user) => setOpen({ kind: 'edit', user }),
    remove: (user) => setOpen({ kind: 'delete', user }),
    switchTo: (user) => {
      switchToUser(user.id).catch((error: unknown) => console.error('Switching user failed', error));
    },
    sendVerification: (user) =>
      verification.mutate(user.email, {
        onSuccess: () => notice.show(ADMIN_MESSAGES.emailSent),
        onError: (error) => console.error('Sending the verification mail failed', error),
      }),
    notice: notice.message,
    popups,
  };
}
