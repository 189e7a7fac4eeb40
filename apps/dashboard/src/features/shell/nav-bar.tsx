import { APP_VERSION } from '@widgetry/contracts';
import './shell.css';
import './nav-bar.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { isImpersonating } from '../../lib/auth-storage';
import { serverTrouble } from '../../lib/session/server-trouble';
import { useSwitchBackToAdmin } from '../../lib/session/session.actions';
import { useSession } from '../../lib/session/session.query';
import { ProfileMenu } from './profile-menu';
import { useCloseOnOutside } from './use-close-on-outside';

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav__link nav__link--active' : 'nav__link');

/**
 * On a phone the links fold behind a Menu button (nav-bar.css): four or five links beside the logo
 * squashed it and wrapped. Closed again by a page change, a click elsewhere or Escape.
 */
function useFoldedMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { pathname, search } = useLocation();

  // A new address (a link in the menu was followed) closes it.
  useEffect(() => setOpen(false), [pathname, search]);

  useCloseOnOutside(open, rootRef, close);

  return { open, toggle: () => setOpen((value) => !value), rootRef };
}

/**
 * The navigation bar of spec 000 §2. A visitor also gets the Widget Library (public) and ways to
 * sign in or create an account: with only "Dashboard" they had nowhere to go but a sign-up form.
 */
export function NavBar() {
  const { user: currentUser, isUserLoggedIn, isAdmin, status, error } = useSession();
  const switchBack = useSwitchBackToAdmin();
  const menu = useFoldedMenu();
  const menuId = useId();
  // Read on every render: the flag only changes together with the signed-in user, which re-renders this.
  const showSwitchBack = isUserLoggedIn && isImpersonating();
  // Not while the login check is on its way (a signed-in user would see them flash), nor when it
  // never reached the server: that says nothing about who is signed in.
  const showAccountLinks = !isUserLoggedIn && status === 'ready' && serverTrouble(error) === null;

  return (
    <header className="nav">
      {showSwitchBack && currentUser && (
        // Spec 000 §2's 'Switch back to admin', in a bar across the top: while acting as someone
        // else every page must say so, or an admin may change a customer's things by mistake.
        <div className="nav__switched" role="status">
          <span>
            You are acting as <strong>{currentUser.displayName || currentUser.email}</strong>
          </span>
          <button type="button" className="nav__switch-back" onClick={() => void switchBack()}>
            Switch back to admin
          </button>
        </div>
      )}
      <div className="nav__inner">
        <Link to="/home" className="nav__brand" aria-label="Widgetry home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Widgetry</span>
        </Link>
        {isAdmin && (
          <span className="nav__version" title="Application version">
            v{APP_VERSION}
          </span>
        )}
        <div className={menu.open ? 'nav__fold nav__fold--open' : 'nav__fold'} ref={menu.rootRef}>
          <button
            type="button"
            className="nav__menu-button"
            aria-expanded={menu.open}
            aria-controls={menuId}
            onClick={menu.toggle}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menu
          </button>
          <div className="nav__menu" id={menuId}>
            <nav className="nav__links" aria-label="Main">
              {isAdmin && (
                <NavLink to="/devadmin" className={navLinkClass}>
                  Backend Admin
                </NavLink>
              )}
              <NavLink to="/home" className={navLinkClass}>
                Dashboard
              </NavLink>
              <NavLink to="/catalog" className={navLinkClass}>
                Widget Library
              </NavLink>
            </nav>
            {showAccountLinks && (
              <div className="nav__account">
                <Link to="/?mode=signin" className="nav__link">
                  Sign in
                </Link>
                <Link to="/register" className="button nav__signup">
                  Create account
                </Link>
              </div>
            )}
          </div>
        </div>
        {isUserLoggedIn && currentUser && <ProfileMenu user={currentUser} />}
      </div>
    </header>
  );
}
