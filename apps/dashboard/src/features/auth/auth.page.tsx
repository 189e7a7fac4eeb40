import './auth.css';
import { Link } from 'react-router';

/** / and /register: the create-account / sign-in screen for visitors (spec 000 §2). */
export function AuthPage() {
  return (
    <section className="page page--narrow auth">
      <div className="auth__intro">
        <h1 className="page__title">Create your Widgetry account</h1>
        <p className="page__lead">
          Pick a widget, tune it in the editor with a live preview and install it on your site with one snippet.
        </p>
      </div>
      <div className="card">
        <span className="badge">Coming soon</span>
        <h2 className="card__title">Create Account · Sign In</h2>
        <p>Sign-up and sign-in arrive with the accounts work. Meanwhile you can browse the widgets.</p>
        <Link className="button button--secondary" to="/catalog">
          Browse widgets
        </Link>
      </div>
    </section>
  );
}
