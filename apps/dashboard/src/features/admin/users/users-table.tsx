import { ADMIN_MESSAGES, type AdminListUser } from '@widgetry/contracts';
import type { MouseEvent } from 'react';
import '../../../ui/icon-button/icon-button.css';
import '../../../ui/skeleton/skeleton.css';
import { canSwitchTo, type UserActions } from './user-actions';

const COLUMNS = 5;
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];
const ROLE_LABELS = { admin: 'Admin', customer: 'Customer' } as const;

/** A button inside a clickable row does its own thing, not the row's (open the details). */
function own(handler: () => void) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    handler();
  };
}

function VerifiedCell({ user, actions }: { user: AdminListUser; actions: UserActions }) {
  if (user.emailVerified) return <span className="admin-badge admin-badge--yes">Verified</span>;
  return (
    <span className="admin-users__unverified">
      <span className="admin-badge admin-badge--no">Not verified</span>
      <button
        type="button"
        className="link-button"
        aria-label={`Send verification mail to ${user.email}`}
        onClick={own(() => actions.sendVerification(user))}
      >
        Send mail
      </button>
    </span>
  );
}

function UserRow({
  user,
  actions,
  onOpen,
}: {
  user: AdminListUser;
  actions: UserActions;
  onOpen: (user: AdminListUser) => void;
}) {
  return (
    <tr className="admin-table__row" data-testid={`user-${user.id}`} onClick={() => onOpen(user)}>
      <td>
        <VerifiedCell user={user} actions={actions} />
      </td>
      <td>
        {/* The row opens the details on click; this button is the same for keyboards. */}
        <button type="button" className="link-button admin-table__name" onClick={own(() => onOpen(user))}>
          {user.displayName}
        </button>
      </td>
      <td className="admin-table__wrap">{user.email}</td>
      <td>{ROLE_LABELS[user.userRole]}</td>
      <td>
        <span className="admin-table__actions">
          <button
            type="button"
            className="button button--secondary admin-table__action"
            aria-label={`Edit ${user.displayName}`}
            onClick={own(() => actions.edit(user))}
          >
            Edit
          </button>
          {canSwitchTo(user) && (
            <button
              type="button"
              className="button button--secondary admin-table__action"
              aria-label={`Switch to ${user.displayName}`}
              onClick={own(() => actions.switchTo(user))}
            >
              Switch User
            </button>
          )}
          <button
            type="button"
            className="button button--danger admin-table__action"
            aria-label={`Delete ${user.displayName}`}
            onClick={own(() => actions.remove(user))}
          >
            Delete
          </button>
        </span>
      </td>
    </tr>
  );
}

/** The users table (spec 003 §2): skeleton rows while loading, 'No records found' when empty. */
export function UsersTable({
  users,
  actions,
  onOpen,
}: {
  /** Undefined while loading. */
  users: AdminListUser[] | undefined;
  actions: UserActions;
  onOpen: (user: AdminListUser) => void;
}) {
  return (
    <div className="admin-table">
      <table className="admin-table__table" aria-busy={users === undefined} aria-label="Users">
        <thead>
          <tr>
            <th scope="col">Verified</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users === undefined ? (
            SKELETON_ROWS.map((key) => (
              <tr key={key} data-testid="skeleton-row">
                {Array.from({ length: COLUMNS }, (_, column) => (
                  <td key={column}>
                    <div className="skeleton" />
                  </td>
                ))}
              </tr>
            ))
          ) : users.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="admin-table__empty">
                {ADMIN_MESSAGES.noRecords}
              </td>
            </tr>
          ) : (
            users.map((user) => <UserRow key={user.id} user={user} actions={actions} onOpen={onOpen} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
