import { Link } from 'react-router';
import { useSessionStore } from '../../app/session.store';

/** /home: the user's widgets (spec 000 §2). The widget cards arrive with the dashboard work. */
export function HomePage() {
  const displayName = useSessionStore((state) => state.currentUser?.displayName);
  return (
    <section className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Dashboard</h1>
          {displayName && <p className="page__lead">Welcome back, {displayName}.</p>}
        </div>
        <Link className="button" to="/catalog">
          Add a New Widget
        </Link>
      </div>
      <div className="card card--muted">
        <span className="badge">Coming soon</span>
        <p className="page__lead">Your widgets, their installations and renewals will be listed here.</p>
      </div>
    </section>
  );
}
