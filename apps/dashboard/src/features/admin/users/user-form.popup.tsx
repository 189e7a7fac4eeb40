import {
  type AdminListUser,
  adminCreateUserBodySchema,
  adminUpdateUserBodySchema,
  DISPLAY_NAME_MAX_LENGTH,
  USER_ROLES,
  type UserRole,
} from '@widgetry/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ErrorAlert } from '../../../ui/alert/alert';
import { EmailField, PasswordField, TextField } from '../../../ui/form-field/form-field';
import { Popup } from '../../../ui/popup/popup';
import { useSaveUserMutation } from './admin-users.api';

const FIELDS = ['displayName', 'email', 'userRole', 'password', 'widgetLimit'] as const;
const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', customer: 'Customer' };

function isRole(value: string): value is UserRole {
  return USER_ROLES.some((role) => role === value);
}

function RoleField({
  value,
  onValueChange,
  error,
}: {
  value: UserRole;
  onValueChange: (role: UserRole) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          Role
        </label>
      </div>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => {
          if (isRole(event.target.value)) onValueChange(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The Widget limit field as typed: empty is null (the default for every account, WIDGETS_PER_USER_MAX
 * on the server); anything else must read as a whole number, or the contract's rule refuses it.
 */
function widgetLimitOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * Add New User / edit user (spec 003 §2, a small popup). POST /devadmin/user adds, PUT with the id
 * edits; on edit an empty password keeps the current one, and the widget limit gives this one user
 * their own (issue 25 §6). A 400's fieldErrors go beside their fields (§5).
 */
export function UserFormPopup({
  open,
  user,
  onClose,
}: {
  open: boolean;
  /** The user being edited; null adds one. */
  user: AdminListUser | null;
  onClose: () => void;
}) {
  return (
    <Popup open={open} title={user ? 'Edit User' : 'Add New User'} onClose={onClose}>
      {/* Mounted per opening (and per user), so the fields start from that user with no old errors. */}
      <UserForm key={user?.id ?? 'new'} user={user} onClose={onClose} />
    </Popup>
  );
}

function UserForm({ user, onClose }: { user: AdminListUser | null; onClose: () => void }) {
  const [displayName, setDisplayName] = useState(user?.displayName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [userRole, setUserRole] = useState<UserRole>(user?.userRole ?? 'customer');
  const [password, setPassword] = useState('');
  const [widgetLimit, setWidgetLimit] = useState(user?.widgetLimit == null ? '' : String(user.widgetLimit));
  const form = useFormErrors(FIELDS);
  const save = useSaveUserMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = { displayName, email, userRole, password };
    const body = user
      ? form.validate(adminUpdateUserBodySchema, { ...values, id: user.id, widgetLimit: widgetLimitOf(widgetLimit) })
      : form.validate(adminCreateUserBodySchema, values);
    if (!body) return;
    save.mutate(body, { onSuccess: onClose, onError: form.showFailure });
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={user ? 'Edit User' : 'Add New User'}>
      <TextField
        label="Name"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="off"
        value={displayName}
        onValueChange={setDisplayName}
        error={form.errors.fields.displayName}
      />
      <EmailField value={email} onValueChange={setEmail} error={form.errors.fields.email} />
      <RoleField value={userRole} onValueChange={setUserRole} error={form.errors.fields.userRole} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder={user ? 'Leave empty to keep the current password' : undefined}
        value={password}
        onValueChange={setPassword}
        error={form.errors.fields.password}
      />
      {user && (
        <TextField
          label="Widget limit"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Default for every account"
          value={widgetLimit}
          onValueChange={setWidgetLimit}
          error={form.errors.fields.widgetLimit}
        >
          <p className="admin-form__hint">How many widgets this user can hold. Leave empty for the default.</p>
        </TextField>
      )}
      <ErrorAlert message={form.errors.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : user ? 'Update User' : 'Add User'}
        </button>
      </div>
    </form>
  );
}
