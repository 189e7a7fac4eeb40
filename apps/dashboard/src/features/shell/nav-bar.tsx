import { APP_VERSION } from '@widgetry/contracts';
import './shell.css';
import './nav-bar.css';
import { Link, NavLink } from 'react-router';
import { isImpersonating } from '../../lib/auth-storage';
import { useSwitchBackToAdmin } from '../../lib/session/session.actions';
import { useSession } from '../../lib/session/session.query';
import { ProfileMenu } from './profile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav__link nav__link--active' : 'nav__link');

/**
 * The navigation bar of spec 000 §2. A visitor also gets the Widget Library (public) and ways to
 * sign in or create an account: with only "Dashboard" they had nowhere to go but a sign-up form.
 */
export function NavBar() {
  const { user: currentUser, isUserLoggedIn, isAdmin, status } = useSession();
  const switchBack = useSwitchBackToAdmin();
  // Read on every render: the flag only changes together with the signed-in user, which re-renders this.
  const showSwitchBack = isUserLoggedIn && isImpersonating();

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
        {isUserLoggedIn && currentUser && <ProfileMenu user={currentUser} />}
        {/* Not while the login check is on its way: a signed-in user would see them flash. */}
        {!isUserLoggedIn && status === 'ready' && (
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
    </header>
  );
}
