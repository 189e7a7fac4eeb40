import type { User } from '@widgetry/contracts';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../../lib/session/session.actions';
import { useCloseOnOutside } from './use-close-on-outside';

/** The profile dropdown of spec 000 §2: the user's displayName, then Profile, Subscription and Sign Out. */
export function ProfileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const signOut = useSignOut();

  useCloseOnOutside(open, rootRef, close);

  const name = user.displayName || user.email;
  return (
    <div className="profile" ref={rootRef}>
      <button
        type="button"
        className="profile__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="profile__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="profile__name">{name}</span>
        <span className="profile__caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="profile__dropdown">
          {/* Who is signed in, in full: on a phone the trigger shows only the avatar. */}
          <div className="profile__who">
            <span className="profile__who-name">{name}</span>
            {user.displayName && <span className="profile__who-email">{user.email}</span>}
          </div>
          <div className="profile__menu" id={menuId} role="menu">
            <Link role="menuitem" className="profile__item" to="/account" onClick={() => setOpen(false)}>
              Profile
            </Link>
            <Link role="menuitem" className="profile__item" to="/subscription" onClick={() => setOpen(false)}>
              Subscription
            </Link>
            <button
              type="button"
              role="menuitem"
              className="profile__item profile__item--danger"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              Sign Out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
